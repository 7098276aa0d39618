import { Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useFormDefinition, useFormResult, useSecurityCheck } from '../../db/formsHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';
import { formatDay } from '../../lib/dates';
import { shiftLabel } from '../../app/labels/shiftLabel';
import { useRefreshOnOpen } from '../../sync/useSync';
import { FormRunner } from './FormRunner';
import { ResultDownloads } from './ResultDownloads';

const RESOURCES = ['forms', 'formResults', 'securityChecks'] as const;

/**
 * /crews/{id}/security-check/{formId}/{date}/{shift}: the crew chief fills the crew's security
 * check for that date and shift, signs and sends it (issue 5), offline too (job pack).
 */
export function SecurityCheckScreen() {
  const { i18n } = useLingui();
  const p = useParams({ strict: false });
  const crewId = Number(p.id);
  const formId = Number(p.formId);
  useRefreshOnOpen(RESOURCES);
  const check = useSecurityCheck(
    Number.isInteger(crewId) ? crewId : -1,
    Number.isInteger(formId) ? formId : -1,
    p.date ?? '',
    p.shift ?? '',
  );
  const form = useFormDefinition(check?.formId ?? -1);
  const result = useFormResult(check?.formId ?? -1, check?.id ?? -1);

  // Loading until the check and, for a known check, its form and result are read.
  const loaded =
    check &&
    (form === undefined || result === undefined ? undefined : form && { check, form, result });
  return (
    <DataFrame
      value={loaded}
      notFound={<Trans>Security check not found</Trans>}
      resource="securityChecks"
    >
      {({ check, form, result }) => (
        <Stack gap="sm">
          <LastSynced resource="securityChecks" />
          <Text fw={600}>
            {check.title} · {formatDay(check.date)} · {shiftLabel(check.shift, i18n)}
          </Text>
          <FormRunner
            form={form}
            result={result ?? null}
            target={{ formId: form.id, securityCheckId: check.id }}
            startAt={null}
            downloads={(r, pending) => (
              <ResultDownloads
                result={r}
                pending={pending}
                basePath={`/projectCrews/${check.crewId}/securityChecks/${check.id}`}
              />
            )}
          />
        </Stack>
      )}
    </DataFrame>
  );
}
