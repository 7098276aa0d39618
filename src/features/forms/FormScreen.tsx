import { Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useFormDefinition, useFormResult } from '../../db/formsHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { useRefreshOnOpen } from '../../sync/useSync';
import { FormRunner } from './FormRunner';
import { ResultDownloads } from './ResultDownloads';
import { startQuestion } from './startQuestion';

const RESOURCES = ['forms', 'formResults'] as const;

/** /forms/{id}/{name?}/{questionId?}: a form to fill, opened at the named question. */
export function FormScreen() {
  const { t } = useLingui();
  const params = useParams({ strict: false });
  const id = Number(params.id);
  const formId = Number.isInteger(id) ? id : -1;
  useRefreshOnOpen(RESOURCES);
  const form = useFormDefinition(formId);
  const result = useFormResult(formId, null);

  if (form === undefined || result === undefined) return <Loader aria-label={t`Loading`} />;
  if (form === null) {
    return (
      <Stack gap="sm">
        <LastSynced resource="forms" />
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Form not found</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <LastSynced resource="forms" />
      <FormRunner
        form={form}
        result={result}
        target={{ formId: form.id, securityCheckId: null }}
        startAt={startQuestion(form, params.name, params.questionId)}
        downloads={(r, pending) => (
          <ResultDownloads result={r} pending={pending} basePath={`/forms/perform/${r.id}`} />
        )}
      />
    </Stack>
  );
}
