import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnswerValue, Answers } from '../../sync/actions/forms';
import type { FormDefinition, FormResult } from '../../db/db';
import type { EntityFlag } from '../../db/outboxQueries';
import { useWithFlags } from '../../db/withFlags';
import { DataLoading } from '../../app/frame/DataFrame';
import { PendingBadge } from '../../app/sync/PendingBadge';
import {
  FormAnswersError,
  TEXT_ANSWER_MAX,
  answerIssues,
  saveFormResult,
  type AnswerIssue,
  type FormTarget,
} from '../../sync/actions/forms';
import { QuestionField } from './QuestionField';
import { focusQuestion } from './focusQuestion';
import { EntityName } from '../../app/layout/EntityName';
import { localSaveFailure } from '../../app/errors';

type Props = {
  form: FormDefinition;
  result: FormResult | null;
  target: FormTarget;
  /** Question to open the form at (deep link). */
  startAt: number | null;
  /** Download buttons of the saved result, shown once the server has it. */
  downloads: (result: FormResult, pending: boolean) => ReactNode;
};

/**
 * Fills a form: every question type, required answers checked before anything is queued
 * (the first missing one gets focus), save as a draft or send. Works offline: the answers,
 * files and signature wait in the outbox until the server has them.
 */
export function FormRunner({ result: stored, ...rest }: Props) {
  // The result with its flag read after it: a result sent offline was drawn for a moment as
  // "Sent" without its pending badge, as if the server had it.
  const pair = useWithFlags(stored, 'formResults');
  if (!pair) return <DataLoading />;
  const [result, flags] = pair;
  return <FormFill {...rest} result={result} flag={result ? flags.get(result.id) : undefined} />;
}

function FormFill({
  form,
  result,
  flag,
  target,
  startAt,
  downloads,
}: Props & { flag: EntityFlag | undefined }) {
  const { t, i18n } = useLingui();
  const [answers, setAnswers] = useState<Answers>(() => result?.answers ?? {});
  const [issues, setIssues] = useState<Map<number, AnswerIssue>>(new Map());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const sent = result?.status === 'sent';

  useEffect(() => {
    if (startAt !== null && root.current) focusQuestion(root.current, startAt);
  }, [startAt]);

  const issueText = (q: FormDefinition['questions'][number], issue: AnswerIssue | undefined) => {
    switch (issue) {
      case undefined:
        return null;
      case 'required':
        return t`This question is required.`;
      case 'invalid':
        return t`This answer does not fit the question.`;
      case 'tooSmall':
        return t`Must be at least ${q.min ?? 0}.`;
      case 'tooLarge':
        return t`Must be at most ${q.max ?? 0}.`;
      case 'tooLong':
        return t`At most ${TEXT_ANSWER_MAX} characters.`;
    }
  };

  const change = (id: number, value: AnswerValue) => {
    setAnswers((prev) => ({ ...prev, [String(id)]: value }));
    setIssues((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  };

  const submit = async (send: boolean) => {
    setNotice(null);
    setFailure(null);
    const found = answerIssues(form, answers, { requireAll: send });
    setIssues(new Map(found));
    if (found.length > 0) {
      if (root.current) focusQuestion(root.current, found[0]![0]);
      return;
    }
    setBusy(true);
    try {
      await saveFormResult(target, answers, { send });
      setNotice(
        send
          ? t`Sent on this device. It reaches the server as soon as you are online.`
          : t`Draft saved on this device.`,
      );
    } catch (error) {
      if (error instanceof FormAnswersError) setIssues(new Map(error.issues));
      else
        setFailure(
          localSaveFailure(error, i18n, error instanceof Error ? error.message : String(error)),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" ref={root}>
      <Stack gap={4}>
        <Group gap="xs">
          <EntityName>{form.title}</EntityName>
          {sent && !flag && (
            <Badge color="green" variant="light">
              <Trans>Sent</Trans>
            </Badge>
          )}
          {result && !sent && !flag && (
            <Badge variant="light">
              <Trans>Draft</Trans>
            </Badge>
          )}
          <PendingBadge flag={flag} />
        </Group>
        {form.description && <Text c="dimmed">{form.description}</Text>}
      </Stack>
      {issues.size > 0 && (
        <Alert color="red" role="alert" title={t`Some answers are missing or invalid`}>
          <Trans>Check the questions marked in red. Nothing was saved or sent yet.</Trans>
        </Alert>
      )}
      {form.questions.map((q) => (
        <Paper key={q.id} withBorder p="sm" radius="md" id={`question-${q.id}`}>
          <QuestionField
            question={q}
            value={answers[String(q.id)]}
            onChange={(v) => change(q.id, v)}
            error={issueText(q, issues.get(q.id))}
            disabled={sent || busy}
          />
          {sent && q.type === 'signature' && answers[String(q.id)] && (
            <Text size="sm">
              {q.label}: <Trans>Signed</Trans>
            </Text>
          )}
        </Paper>
      ))}
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!sent && (
        <Group>
          <Button variant="default" loading={busy} onClick={() => void submit(false)}>
            <Trans>Save draft</Trans>
          </Button>
          <Button loading={busy} onClick={() => void submit(true)}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      )}
      {result && downloads(result, flag !== undefined)}
    </Stack>
  );
}
