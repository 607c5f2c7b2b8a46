import { loginErrorMessage } from '@granska/domain';
import { Alert, Anchor, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { SignInStep } from '../../app/session/session';
import { useSession } from '../../app/session/session-context';
import { AccessibilityLink } from '../../components/accessibility-link/accessibility-link';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { PasswordInput } from '../../components/password-input/password-input';
import { useUserMessage } from '../../i18n/user-message';
import { EmailInput } from './components/email-input';
import type { Challenge } from './components/login-dialogs';
import { destinationAfterLogin } from './login-destination';

// The dialogs (and Mantine's modal machinery) are needed only after the first submit or click: they
// load after the page, so that the login route stays small (docs/decisions/web-bundle.md).
const loadDialogs = () => import('./components/login-dialogs');
const LoginDialogs = lazy(async () => ({ default: (await loadDialogs()).LoginDialogs }));

/** What the route guard leaves for this page, to send the user back where they were going. */
export interface LoginRedirectState {
  from: string;
}

/**
 * Spec §2/§4 log-in: e-mail and password, then the challenges the identity provider asks for (SMS
 * code, a new password at first log-in), and the forgotten-password flow. Logged in, the user goes
 * back to the page they were sent away from, or to their landing page.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const message = useUserMessage();
  usePageTitle(t('login.title'));
  const session = useSession();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [challenge, setChallenge] = useState<Challenge>(null);
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const [rememberBrowser, setRememberBrowser] = useState(false);
  const [forgotOpened, setForgotOpened] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);

  // The page is there to log in: the e-mail field has the focus from the start.
  useEffect(() => emailField.current?.focus(), []);

  const { prepare } = session;
  useEffect(() => {
    prepare();
    void loadDialogs();
  }, [prepare]);

  if (session.user) {
    const from = (location.state as Partial<LoginRedirectState> | null)?.from;
    return <Navigate to={destinationAfterLogin(session.user.groups, from)} replace />;
  }

  const next = (step: SignInStep) => {
    setChallengeError(null);
    if (step.kind === 'smsCode') setRememberBrowser(false);
    setChallenge(step.kind === 'signedIn' ? null : step);
  };

  /** Runs one step; a failure is shown where the user is (the form or the open dialog). */
  const run = async (action: () => Promise<SignInStep>, showError: (message: string) => void) => {
    setLoading(true);
    try {
      next(await action());
    } catch (failure) {
      showError(loginErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(t('login.missingCredentials'));
      return;
    }
    setError(null);
    void run(() => session.signIn(email, password), setError);
  };

  const cancelChallenge = () => {
    session.cancelSignIn();
    setChallenge(null);
    setChallengeError(null);
    setPassword('');
  };

  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="space-between">
          <Text fw={700} fz={28} component="p">
            {t('login.productName')}
          </Text>
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" padding="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack>
              <Title order={1} size="h3">
                {t('login.title')}
              </Title>
              <EmailInput value={email} onChange={setEmail} ref={emailField} />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                required
              />
              {error && (
                <Alert color="red" role="alert">
                  {message(error)}
                </Alert>
              )}
              <Button type="submit" loading={loading && challenge === null} fullWidth>
                {t('login.submit')}
              </Button>
              <Text ta="center" size="sm">
                <Anchor component="button" type="button" onClick={() => setForgotOpened(true)}>
                  {t('login.forgotPassword')}
                </Anchor>
              </Text>
            </Stack>
          </form>
        </Card>
        <Group justify="center">
          <AccessibilityLink />
        </Group>
      </Stack>

      {(challenge !== null || forgotOpened) && (
        <Suspense fallback={null}>
          <LoginDialogs
            challenge={challenge}
            challengeError={challengeError && message(challengeError)}
            loading={loading}
            rememberBrowser={rememberBrowser}
            onRememberBrowserChange={setRememberBrowser}
            onCancelChallenge={cancelChallenge}
            onSmsCode={(code) =>
              void run(() => session.answerSmsCode(code, { rememberBrowser }), setChallengeError)
            }
            onNewPassword={(newPassword) =>
              void run(() => session.completeNewPassword(newPassword), setChallengeError)
            }
            forgotOpened={forgotOpened}
            email={email}
            onForgotClosed={(changedFor) => {
              setForgotOpened(false);
              if (changedFor) {
                setEmail(changedFor);
                setPassword('');
                setError(null);
              }
            }}
          />
        </Suspense>
      )}
    </Center>
  );
};
