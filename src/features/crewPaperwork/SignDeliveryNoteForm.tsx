import { Button, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SignaturePad } from '../../app/signature/SignaturePad';

type Props = {
  /** Suggested signer: the crew's contact on site, when the job pack knows one. */
  defaultName: string;
  onSign: (input: { signerName: string; signature: string }) => Promise<void>;
};

/** The client's contact signs the delivery note on the phone: their name and signature. */
export function SignDeliveryNoteForm({ defaultName, onSign }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(defaultName);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; signature?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next = {
      name: name.trim() ? undefined : t`Enter the name of the person who signs.`,
      signature: signature ? undefined : t`Draw the signature, or type the name to sign.`,
    };
    setErrors(next);
    if (next.name || next.signature || !signature) return;
    setBusy(true);
    try {
      await onSign({ signerName: name.trim(), signature });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t`Sign the delivery note`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label={t`Name of the signer`}
        description={t`The client's contact who signs for the work done`}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        withAsterisk
        aria-required
        autoComplete="name"
      />
      <SignaturePad
        label={t`Signature of the client's contact`}
        onChange={setSignature}
        error={errors.signature}
      />
      <Button type="submit" loading={busy}>
        <Trans>Sign delivery note</Trans>
      </Button>
    </Stack>
  );
}
