import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.js';
import { serverMessage } from '../../components/errors.js';
import { TextAreaField, TextField } from '../../components/forms.js';
import { UserIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import { useMeQuery, useUpdateProfileMutation } from '../../generated/graphql.js';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;
`;

const AvatarCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.full};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const IdentityText = styled.div`
  min-width: 0;
  p:first-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const PlanLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'company', 'bio'] as const;
type FieldErrors = Partial<Record<(typeof PROFILE_FIELDS)[number] | 'form', string>>;

/** A server refusal at the field it names ("Email is already in use" -> email); otherwise under the form. */
export function fieldErrorsFrom(message: string): FieldErrors {
  const lower = message.toLowerCase();
  if (/first ?name/.test(lower)) return { firstName: message };
  if (/last ?name/.test(lower)) return { lastName: message };
  if (lower.includes('email')) return { email: message };
  if (lower.includes('company')) return { company: message };
  if (lower.includes('bio')) return { bio: message };
  return { form: message };
}

/** The real plan: 'free' Free, 'basic' Basic, any other value Pro (spec §3). */
function planLabel(plan: string | undefined): string {
  if (plan === undefined || plan === 'free') return 'Free Plan';
  return plan === 'basic' ? 'Basic Plan' : 'Pro Plan';
}

/** Section 1, Account Information: the profile form saved through updateProfile. */
export function ProfileSection() {
  const { data, loading } = useMeQuery();
  const me = data?.me;
  const [updateProfile, { loading: saving }] = useUpdateProfileMutation();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', company: '', bio: '' });
  /** Problems said at their field (as well as in the spec's toast); editing a field clears its own. */
  const [errors, setErrors] = useState<FieldErrors>({});
  const formElement = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!me) return;
    setForm({ firstName: me.firstName, lastName: me.lastName, email: me.email, company: me.company ?? '', bio: me.bio ?? '' });
  }, [me]);

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    disabled: loading || saving,
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Shows the problems at their fields and moves the focus to the first one. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = PROFILE_FIELDS.find((name) => found[name]);
    if (first) window.setTimeout(() => formElement.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    const email = form.email.trim();
    if (!firstName || !lastName || !email) {
      showErrors({
        firstName: firstName ? undefined : 'Enter your first name.',
        lastName: lastName ? undefined : 'Enter your last name.',
        email: email ? undefined : 'Enter your email address.',
      });
      notify.error('Validation Error', 'First name, last name, and email are required.');
      return;
    }
    setErrors({});
    try {
      // The returned User has the same id, so Apollo updates `me` (and the side navigation) in place.
      await updateProfile({
        variables: { input: { firstName, lastName, email, company: form.company.trim() || null, bio: form.bio.trim() || null } },
      });
      notify.success('Profile Updated', 'Your profile information has been saved successfully.');
    } catch (error) {
      const message = serverMessage(error, 'Failed to update profile.');
      showErrors(fieldErrorsFrom(message));
      notify.error('Update Failed', message);
    }
  }

  return (
    <Card aria-labelledby="account-information-title">
      <CardHeader>
        <IconBubble>
          <UserIcon />
        </IconBubble>
        <div>
          <CardTitle id="account-information-title">Account Information</CardTitle>
          <CardDescription>Update your personal details and how you appear in IdeaScope.</CardDescription>
        </div>
      </CardHeader>
      <Identity>
        <AvatarCircle>{me?.profileImageUrl ? <img src={me.profileImageUrl} alt="" /> : <UserIcon size={28} />}</AvatarCircle>
        <IdentityText>
          <p>{me ? `${me.firstName} ${me.lastName}` : ' '}</p>
          <PlanLine>
            {planLabel(me?.plan)} Member
            <Badge tone="success">Active</Badge>
          </PlanLine>
        </IdentityText>
      </Identity>
      {/* noValidate: the required-field check is ours, with the spec's 'Validation Error' toast. */}
      <Form ref={formElement} onSubmit={handleSubmit} noValidate aria-label="Profile">
        <TwoColumns>
          <TextField label="First Name" required autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" required autoComplete="family-name" {...field('lastName')} />
        </TwoColumns>
        <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
        <TextField label="Company" optional autoComplete="organization" {...field('company')} />
        <TextAreaField label="Bio" optional rows={3} placeholder="Tell us a little about yourself" {...field('bio')} />
        {errors.form ? (
          <p role="alert" data-testid="field-error" css={(theme) => ({ color: theme.colors.dangerText, fontSize: theme.fontSizes.sm })}>
            {errors.form}
          </p>
        ) : null}
        <Actions>
          <Button type="submit" disabled={loading || saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
