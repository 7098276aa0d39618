import { Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useFormDefinition, useFormResult } from '../../db/formsHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';
import { useRefreshOnOpen } from '../../sync/useSync';
import { FormRunner } from './FormRunner';
import { ResultDownloads } from './ResultDownloads';
import { startQuestion } from './startQuestion';

const RESOURCES = ['forms', 'formResults'] as const;

/** /forms/{id}/{name?}/{questionId?}: a form to fill, opened at the named question. */
export function FormScreen() {
  const params = useParams({ strict: false });
  const id = Number(params.id);
  const formId = Number.isInteger(id) ? id : -1;
  useRefreshOnOpen(RESOURCES);
  const form = useFormDefinition(formId);
  const result = useFormResult(formId, null);

  const loaded = result === undefined ? undefined : form && { form, result };
  return (
    <DataFrame value={loaded} notFound={<Trans>Form not found</Trans>} resource="forms">
      {({ form, result }) => (
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
      )}
    </DataFrame>
  );
}
