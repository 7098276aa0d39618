import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { typeParameters, type SignDocument, type Signatory } from '../../session/signing';
import { SignaturePad } from '../../app/signature/SignaturePad';
import { signDocument } from '../../sync/actions/documents';
import { localSaveFailure } from '../../app/errors';

type Props = { doc: SignDocument; signatory: Signatory; opened: boolean; onClose: () => void };

/** Draw (or type) a signature, optional rating and the type's form fields; queued offline. */
export function SignDialog({ doc, signatory, opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const params = typeParameters(doc.type.parameters);
  const [signature, setSignature] = useState<string | null>(null);
  const [rating, setRating] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!signature) next.signature = t`Draw your signature or type your name.`;
    for (const f of params.formFields) {
      if (f.required && !fields[f.name]?.trim()) next[f.name] = t`${f.label} is required.`;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !signature) return;
    setBusy(true);
    setFailure(null);
    try {
      await signDocument({
        documentId: doc.id,
        signatoryId: signatory.id,
        signature,
        rating: rating ? Number(rating) : null,
        formFields: fields,
      });
      onClose();
    } catch (error) {
      setFailure(
        localSaveFailure(error, i18n, error instanceof Error ? error.message : String(error)),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Sign ${doc.name}`} size="lg">
      <Stack>
        <Text size="sm">
          <Trans>
            You sign version {doc.version} of this document as {signatory.name}.
          </Trans>
        </Text>
        <SignaturePad label={t`Your signature`} onChange={setSignature} error={errors.signature} />
        {params.rating && (
          <Select
            label={t`Rating (optional)`}
            data={['1', '2', '3', '4', '5']}
            value={rating}
            onChange={setRating}
            clearable
          />
        )}
        {params.formFields.map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            required={f.required}
            value={fields[f.name] ?? ''}
            error={errors[f.name]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setFields((prev) => ({ ...prev, [f.name]: value }));
            }}
          />
        ))}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            <Trans>Sign document</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
