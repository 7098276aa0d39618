import { FileInput, Image, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FileAnswer, FormQuestion } from '../../sync/actions/forms';
import { useKeptFile } from '../../db/hooks';
import { fileProblem } from '../../sync/actions/profile';
import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  formFilePath,
  keepFormFile,
} from '../../sync/actions/forms';
import { localSaveFailure } from '../../app/errors';

type Props = {
  question: FormQuestion;
  value: FileAnswer | null;
  onChange: (value: FileAnswer | null) => void;
  error: string | null;
  disabled: boolean;
};

/** A thumbnail of a kept image, read from the device (works offline). */
function Thumbnail({ fileKey, alt }: { fileKey: string; alt: string }) {
  const kept = useKeptFile(formFilePath(fileKey));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!kept || !kept.contentType.startsWith('image/')) return;
    const next = URL.createObjectURL(kept.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [kept]);
  return url ? <Image src={url} alt={alt} h={96} w="auto" fit="contain" radius="sm" /> : null;
}

/** A file or photo answer: picked (or taken with the camera), kept on the device, uploaded on save. */
export function FileQuestion({ question, value, onChange, error, disabled }: Props) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    setProblem(null);
    if (!file) return onChange(null);
    const issue = fileProblem(file, FORM_FILE_TYPES, FORM_FILE_MAX_BYTES);
    if (issue) {
      setProblem(
        issue === 'empty'
          ? t`The file is empty.`
          : issue === 'type'
            ? t`Choose a photo (PNG, JPEG, WebP) or a PDF.`
            : t`The file is larger than 10 MB.`,
      );
      return;
    }
    try {
      onChange(await keepFormFile(file, file.name));
    } catch (error) {
      // Unhandled before: the pick failed without a word. The answer stays as it was.
      setProblem(
        localSaveFailure(error, i18n, t`The file could not be saved on this device. Try again.`),
      );
    }
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={question.label}
        description={question.help ?? undefined}
        required={question.required}
        accept={FORM_FILE_TYPES.join(',')}
        clearable
        disabled={disabled}
        placeholder={value ? value.fileName : t`Choose a file or take a photo`}
        error={problem ?? error ?? undefined}
        onChange={(f) => void pick(f)}
      />
      {value && (
        <>
          <Thumbnail fileKey={value.fileKey} alt={t`Preview of ${value.fileName}`} />
          <Text size="xs" c="dimmed">
            <Trans>Kept on this device: {value.fileName}</Trans>
          </Text>
        </>
      )}
    </Stack>
  );
}
