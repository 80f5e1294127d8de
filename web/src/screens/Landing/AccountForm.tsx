import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, ButtonAnchor } from '../../components/Button.js';
import { serverMessage } from '../../components/errors.js';
import { PasswordField, TextField } from '../../components/forms.js';
import { ArrowLeftIcon, GoogleIcon } from '../../components/icons.js';
import { requestHeadingFocus } from '../../components/headingFocus.js';
import { notify } from '../../components/notify.js';
import { storePendingIdea } from '../../components/pendingIdea.js';
import ApolloRoot from '../../app/ApolloRoot.js';
import { useSession } from '../../app/session.js';
import { useLogInMutation, useSignUpMutation } from '../../generated/graphql.js';
import { LinkButton } from './LinkButton.js';

import type { AccountMode } from './accountMode.js';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IdeaChip = styled.p`
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  /* A long idea stays two lines high (the full text is its title), so the heading stays on screen. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  max-width: 100%;
`;

const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AccountFormProps {
  idea: string;
  /** The landing preview measured something for the idea (the .com or similar launches). */
  measured: boolean;
  mode: AccountMode;
  onModeChange: (mode: AccountMode) => void;
  onBack: () => void;
}

/** This chunk brings Apollo Client for the two mutations; the landing page loads it ahead of need. */
export default function AccountFormWithApollo(props: AccountFormProps) {
  return (
    <ApolloRoot>
      <AccountForm {...props} />
    </ApolloRoot>
  );
}

/**
 * The account gate after the fake analysis: sign in or create an account (GraphQL logIn / signUp),
 * or continue with Google (a full-page navigation). On success the idea waits in localStorage
 * and `me` is refetched, which switches the app to the signed-in routes.
 */
function AccountForm({ idea, measured, mode, onModeChange, onBack }: AccountFormProps) {
  const session = useSession();
  const [logIn, logInState] = useLogInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const submitting = logInState.loading || signUpState.loading;
  const signingUp = mode === 'signup';
  // Opened from the header with no idea typed: nothing was analysed, so nothing is promised.
  const hasIdea = idea.trim() !== '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      if (signingUp) {
        await signUp({ variables: { input: { email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim() } } });
      } else {
        await logIn({ variables: { input: { email: email.trim(), password } } });
      }
    } catch (error) {
      notify.error('Error', serverMessage(error, 'Something went wrong. Please try again.'));
      return;
    }
    storePendingIdea(idea);
    // The signed-in routes replace this form: their main heading takes the focus.
    requestHeadingFocus();
    if (signingUp)
      notify.success(
        'Account created!',
        hasIdea ? 'Welcome to the product. Starting research for your idea...' : 'Welcome to the product.',
      );
    else notify.success('Welcome back!', hasIdea ? 'Starting research for your idea...' : undefined);
    // Refetching `me` switches the app to the signed-in routes.
    await session.refresh();
  }

  return (
    <Form onSubmit={handleSubmit} aria-labelledby="account-form-title">
      <Heading>
        <h2 id="account-form-title">{signingUp ? 'Create your account' : 'Welcome back'}</h2>
        <p>
          {signingUp
            ? hasIdea
              ? measured
                ? 'Your idea analysis is ready. Create a free account to see the full report.'
                : 'Create a free account to run the full research on your idea.'
              : 'Create a free account to research your business ideas.'
            : 'Sign in to open your dashboard and see your research.'}
        </p>
      </Heading>
      {hasIdea ? (
        <IdeaChip title={idea.trim()} data-testid="idea-chip">
          Your idea: “{idea.trim()}”
        </IdeaChip>
      ) : null}
      {/* A full-page navigation: the idea waits in localStorage, to be researched after sign-in
          (or shown again if Google sends the visitor back signed out). */}
      <ButtonAnchor href="/auth/google" variant="secondary" fullWidth onClick={() => storePendingIdea(idea)}>
        <GoogleIcon />
        Continue with Google
      </ButtonAnchor>
      <Divider>or with email</Divider>
      {signingUp ? (
        <NameRow>
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            autoFocus
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            disabled={submitting}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            disabled={submitting}
          />
        </NameRow>
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus={!signingUp}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      <PasswordField
        purpose={signingUp ? 'new' : 'current'}
        required
        minLength={6}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={submitting}
      />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? (signingUp ? 'Creating account...' : 'Signing in...') : signingUp ? 'Create Account' : 'Sign In'}
      </Button>
      <Row>
        <LinkButton type="button" onClick={onBack}>
          <ArrowLeftIcon size={14} />
          {hasIdea ? 'Back to your idea' : 'Describe an idea first'}
        </LinkButton>
        <span>
          {signingUp ? 'Already have an account? ' : "Don't have an account? "}
          <LinkButton type="button" onClick={() => onModeChange(signingUp ? 'signin' : 'signup')}>
            {signingUp ? 'Sign in' : 'Create one'}
          </LinkButton>
        </span>
      </Row>
    </Form>
  );
}
