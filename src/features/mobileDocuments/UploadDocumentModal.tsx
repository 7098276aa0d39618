import {
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  FIELD_RULES,
  fileProblem,
  uploadMobileDocument,
  type MobileDocumentType,
} from '../../sync/actions/profile';
import { TYPE_LABELS } from './labels';
import { useTextLimit } from '../../app/form/useTextLimit';
import { useFocusFirstInvalid } from '../../app/form/focusFirstInvalid';
import { localSaveFailure } from '../../app/errors';

type Props = { opened: boolean; onClose: () => void };

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** Choose a file, name it and pick its kind; it is queued (offline too) and awaits approval. */
export function UploadDocumentModal({ opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const nameLimit = useTextLimit(FIELD_RULES.documentName);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState<MobileDocumentType>('other');
  const [errors, setErrors] = useState<{ file?: string; name?: string; save?: string }>({});
  const [saving, setSaving] = useState(false);
  const { ref: formRef, focusInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const close = () => {
    setFile(null);
    setName('');
    setType('other');
    setErrors({});
    onClose();
  };

  const fileError = (chosen: File | null): string | undefined => {
    if (!chosen) return t`Choose a file.`;
    const problem = fileProblem(chosen, DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES);
    if (problem === 'empty') return t`This file is empty.`;
    if (problem === 'type') return t`Only PDF, JPEG, PNG and WebP files can be uploaded.`;
    if (problem === 'size') return t`The file is larger than ${MAX_MB} MB.`;
    return undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      file: fileError(file),
      name: name.trim() ? undefined : t`Give the document a name.`,
    };
    setErrors(next);
    if (next.file || next.name || !file) return focusInvalid();
    setSaving(true);
    try {
      await uploadMobileDocument({ name: name.trim(), type }, file);
      close();
    } catch (error) {
      setErrors({
        save: localSaveFailure(
          error,
          i18n,
          t`The document could not be saved on this device. Try again.`,
        ),
      });
    } finally {
      setSaving(false);
    }
  };

  const types = (Object.keys(TYPE_LABELS) as MobileDocumentType[]).map((value) => ({
    value,
    label: i18n._(TYPE_LABELS[value]),
  }));

  return (
    <Modal opened={opened} onClose={close} title={t`Upload a document`}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Input.Wrapper
            id={fileId}
            label={t`File`}
            description={t`PDF, JPEG, PNG or WebP, at most ${MAX_MB} MB.`}
            error={errors.file}
            required
          >
            {/* A translated button, not the bare file input: the browser words that one in its
                own language ("Choose File", "No file chosen"), whatever the app's language. The
                hidden input keeps the label, for screen readers and tests; the button carries
                aria-invalid, so a refused upload focuses it (the hidden input cannot take focus). */}
            <Group gap="sm" wrap="nowrap">
              <FileButton
                accept={DOCUMENT_FILE_TYPES.join(',')}
                inputProps={{ id: fileId }}
                onChange={(chosen) => {
                  setFile(chosen);
                  // A file chosen for a nameless document names it: "Give the document a
                  // name." would then stand under a filled-in name.
                  const named = chosen && !name;
                  setErrors((prev) => ({
                    ...prev,
                    file: chosen ? fileError(chosen) : undefined,
                    name: named ? undefined : prev.name,
                  }));
                  if (named) setName(chosen.name.replace(/\.[^.]+$/, ''));
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    mih={44}
                    style={{ flexShrink: 0 }}
                    aria-invalid={Boolean(errors.file)}
                    aria-describedby={`${fileId}-description${errors.file ? ` ${fileId}-error` : ''}`}
                  >
                    <Trans>Choose a file</Trans>
                  </Button>
                )}
              </FileButton>
              {file && (
                <Text size="sm" truncate="end" miw={0}>
                  {file.name}
                </Text>
              )}
            </Group>
          </Input.Wrapper>
          <TextInput
            label={t`Name`}
            value={name}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              setName(typed);
              // "Give the document a name." goes once there is one, not at the next Upload.
              if (typed.trim())
                setErrors((prev) => (prev.name ? { ...prev, name: undefined } : prev));
            }}
            {...nameLimit(name, { error: errors.name })}
            required
          />
          <Select
            label={t`Type`}
            data={types}
            value={type}
            onChange={(v) => v && setType(v)}
            allowDeselect={false}
          />
          <Text size="xs" c="dimmed">
            <Trans>Uploaded documents are checked by the office before they count.</Trans>
          </Text>
          {errors.save && (
            <Text size="sm" c="red" role="alert">
              {errors.save}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Upload</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
