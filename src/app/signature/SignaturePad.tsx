import { Box, Button, Group, Input, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import SignaturePadLib from 'signature_pad';

type Props = {
  /** What is being signed, e.g. "Signature of the client's contact". */
  label: string;
  /** The drawn signature as a PNG data URL, or null while empty. */
  onChange: (dataUrl: string | null) => void;
  error?: string | null;
  disabled?: boolean;
};

const HEIGHT = 180;
// A canvas font list, not a text a person reads.
const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", cursive';

/** Draws a typed name in a handwriting-like font: the keyboard way to sign. */
function drawTypedName(canvas: HTMLCanvasElement, name: string) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const ratio = canvas.width / canvas.offsetWidth || 1;
  ctx.fillStyle = '#111';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font value
  ctx.font = `italic ${Math.round(36 * ratio)}px ${SCRIPT_FONT}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(name, 16 * ratio, canvas.height / 2, canvas.width - 32 * ratio);
}

/**
 * A signature drawn with finger, pen or mouse (signature_pad), or typed for keyboard and
 * screen-reader users. The result is a PNG data URL, so it travels in an outbox record's
 * JSON body byte for byte.
 */
export function SignaturePad({ label, onChange, error, disabled = false }: Props) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(true);
  const hintId = useId();
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The canvas is sized in device pixels so strokes stay sharp on phones.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePadLib(canvas, { penColor: '#111' });
    padRef.current = pad;
    const ended = () => {
      setTyped('');
      setEmpty(pad.isEmpty());
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    };
    pad.addEventListener('endStroke', ended);
    return () => {
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setTyped('');
    setEmpty(true);
    onChange(null);
  };

  const type = (name: string) => {
    setTyped(name);
    const canvas = canvasRef.current;
    padRef.current?.clear();
    if (!canvas || !name.trim()) {
      setEmpty(true);
      onChange(null);
      return;
    }
    drawTypedName(canvas, name.trim());
    setEmpty(false);
    onChange(canvas.toDataURL('image/png'));
  };

  return (
    <Input.Wrapper
      label={label}
      // "Draw your signature…" is moot once there is a stroke or a typed name: it goes at once,
      // not at the next submit.
      error={empty ? error : null}
      description={t`Sign with your finger or mouse.`}
    >
      <Box
        mt={4}
        style={{
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={empty ? t`${label}: empty` : t`${label}: signed`}
          aria-describedby={hintId}
          style={{ display: 'block', width: '100%', height: HEIGHT }}
        />
      </Box>
      <Text id={hintId} size="xs" c="dimmed" mt={4}>
        <Trans>You can also type your name below instead of drawing.</Trans>
      </Text>
      <Group mt="xs" align="end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t`Type your name to sign`}
          value={typed}
          disabled={disabled}
          onChange={(e) => type(e.currentTarget.value)}
        />
        <Button variant="default" onClick={clear} disabled={disabled || empty}>
          <Trans>Clear signature</Trans>
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
