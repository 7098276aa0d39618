import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { requestPersistentStorage } from '../../sync/storage';
import { showToast } from '../../app/toasts/toastStore';
import { PageLink, useNavigation } from '../../app/navigation/navigation';
import { afterLoginPath } from '../../session/guard';
import { describeError, isUnauthorized } from '../../app/errors';
import { ScreenTitle } from '../../app/layout/LoginLayout';
import { SessionEndedNotice } from './SessionEndedNotice';
import { nameRequired } from './loginMessages';
import { languageForLogin } from '../../i18n/languageChoice';
import { platformName } from '../../i18n/languages';
import {
  initialLogin,
  toCredentials,
  validateLogin,
  type LoginFormErrors,
  type LoginFormValues,
  type LoginSearch,
} from './loginForm';

export function LoginScreen({ search }: { search: LoginSearch }) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const [initial] = useState(() => initialLogin(search));
  const autoSubmitted = useRef(false);
  const [values, setValues] = useState<LoginFormValues>(initial.values);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: LoginFormValues) => {
    const found = validateLogin(v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      // Loaded on submit: the login call and its storage are not needed to draw the form (P4).
      const { login } = await import('../../session/login');
      // The next page's code loads while the server checks the password.
      navigation.prefetch();
      const picked = languageForLogin(v.mode !== 'email');
      const session = await login({
        ...toCredentials(v),
        ...(picked ? { language: platformName(picked) } : {}),
      });
      void requestPersistentStorage().then((result) => {
        if (result === 'refused') {
          showToast({
            type: 'warning',
            message: t`This browser may delete offline data when space runs low. Open the app regularly, or install it on your home screen.`,
          });
        }
      });
      await navigation.go(afterLoginPath(session.payload, search.redirect), { replace: true });
    } catch (error) {
      setFailure(isUnauthorized(error) ? t`Wrong login or password.` : describeError(error, i18n));
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!initial.autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit(initial.values);
    // Runs once: the URL's credentials are used a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(values);
  };

  const nameLabel =
    values.mode === 'project'
      ? t`Project number`
      : values.mode === 'pluscrew'
        ? t`Plus-crew number`
        : t`E-mail`;
  const nameError =
    errors.name === 'required'
      ? nameRequired(values.mode, i18n)
      : errors.name === 'email'
        ? t`Enter a valid e-mail address.`
        : undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <ScreenTitle>
        <Trans>Login</Trans>
      </ScreenTitle>
      <Stack>
        <SessionEndedNotice />
        <SegmentedControl
          fullWidth
          aria-label={t`Log in with`}
          value={values.mode}
          onChange={(mode) => setValues({ ...values, mode, name: '' })}
          data={[
            { value: 'email', label: t`E-mail` },
            { value: 'project', label: t`Project` },
            { value: 'pluscrew', label: t`Plus crew` },
          ]}
        />
        <TextInput
          label={nameLabel}
          type={values.mode === 'email' ? 'email' : 'text'}
          autoComplete="username"
          required
          value={values.name}
          error={nameError}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
          label={t`Password`}
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password ? t`Enter your password.` : undefined}
          onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          <Trans>Log in</Trans>
        </Button>
        <Anchor component={PageLink} href="/forgotten-password" size="sm" ta="center">
          <Trans>Forgotten password?</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
