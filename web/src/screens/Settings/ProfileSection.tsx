import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
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

/** 'free' is the Free plan; any other value is Pro (spec §3). */
function planLabel(plan: string | undefined): string {
  return plan === undefined || plan === 'free' ? 'Free Plan' : 'Pro Plan';
}

/** Section 1, Account Information: the profile form saved through updateProfile. */
export function ProfileSection() {
  const { data, loading } = useMeQuery();
  const me = data?.me;
  const [updateProfile, { loading: saving }] = useUpdateProfileMutation();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', company: '', bio: '' });

  useEffect(() => {
    if (!me) return;
    setForm({ firstName: me.firstName, lastName: me.lastName, email: me.email, company: me.company ?? '', bio: me.bio ?? '' });
  }, [me]);

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    disabled: loading || saving,
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    const email = form.email.trim();
    if (!firstName || !lastName || !email) {
      notify.error('Validation Error', 'First name, last name, and email are required.');
      return;
    }
    try {
      // The returned User has the same id, so Apollo updates `me` (and the side navigation) in place.
      await updateProfile({
        variables: { input: { firstName, lastName, email, company: form.company.trim() || null, bio: form.bio.trim() || null } },
      });
      notify.success('Profile Updated', 'Your profile information has been saved successfully.');
    } catch (error) {
      notify.error('Update Failed', serverMessage(error, 'Failed to update profile.'));
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
      <Form onSubmit={handleSubmit} noValidate aria-label="Profile">
        <TwoColumns>
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </TwoColumns>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Company" optional autoComplete="organization" {...field('company')} />
        <TextAreaField label="Bio" optional rows={3} placeholder="Tell us a little about yourself" {...field('bio')} />
        <Actions>
          <Button type="submit" disabled={loading || saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
