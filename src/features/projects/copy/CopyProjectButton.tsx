import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Project } from '../../../db/projectCopyHooks';
import { useSession } from '../../../session/useSession';
import { normaliseLoginTypes } from '../../../session/loginTypes';
import { CopyProjectModal } from './CopyProjectModal';

/**
 * "Copy project" on a project's page: planners only (the server's rule too: a copy books crews
 * and persons, which is planning). A project not yet made by the server cannot be copied.
 */
export function CopyProjectButton({ project }: { project: Project }) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const planner =
    session.status === 'authenticated' &&
    normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  if (!planner) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} disabled={project.id < 0} mih={44}>
        <Trans>Copy project</Trans>
      </Button>
      {opened && (
        <CopyProjectModal source={project} opened={opened} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
