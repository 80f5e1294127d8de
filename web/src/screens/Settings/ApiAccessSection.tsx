import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.js';
import { serverMessage } from '../../components/errors.js';
import { TextField } from '../../components/forms.js';
import { CheckIcon, LockIcon, TrashIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice } from '../../components/ui.js';
import {
  ApiTokensDocument,
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  type ApiTokensQuery,
} from '../../generated/graphql.js';

type ApiTokenRow = ApiTokensQuery['apiTokens'][number];

const NAME_MAX_LENGTH = 100;

const CreateForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const NewToken = styled(Notice)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  strong {
    display: block;
  }
`;

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Secret = styled.code`
  flex: 1 1 280px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  -webkit-user-select: all;
  user-select: all;
`;

const TokenList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(6, 0, 0)};
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const TokenItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TokenText = styled.div`
  min-width: 0;
  p:first-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : 'Never';
}

/**
 * Settings, API Access: personal API tokens for scripts (docs/api.md). Lists the viewer's tokens,
 * creates one (its secret is shown once, with a copy button) and revokes one after a confirmation.
 */
export function ApiAccessSection() {
  const { data, loading, error } = useApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [{ query: ApiTokensDocument }], awaitRefetchQueries: true };
  const [createToken, { loading: creating }] = useCreateApiTokenMutation(refetch);
  const [revokeToken] = useRevokeApiTokenMutation(refetch);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [revokingId, setRevokingId] = useState<string | null>(null);

  async function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      notify.error('Validation Error', 'Give the token a name, such as the script that will use it.');
      return;
    }
    try {
      const result = await createToken({ variables: { name: trimmed } });
      const payload = result.data?.createApiToken;
      if (!payload) throw new Error('no token returned');
      setCreated({ name: payload.apiToken.name, token: payload.token });
      setCopied(false);
      setName('');
    } catch (failure) {
      notify.error('Token Not Created', serverMessage(failure, 'Failed to create the API token.'));
    }
  }

  async function handleCopy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      notify.success('Token Copied', 'The API token is on your clipboard.');
    } catch {
      notify.error('Copy Failed', 'Select the token and copy it by hand.');
    }
  }

  async function handleRevoke(token: ApiTokenRow) {
    setRevokingId(token.id);
    try {
      await revokeToken({ variables: { id: token.id } });
      notify.success('Token Revoked', `"${token.name}" no longer works.`);
      setConfirmingId(null);
    } catch (failure) {
      notify.error('Revoke Failed', serverMessage(failure, 'Failed to revoke the API token.'));
    } finally {
      setRevokingId(null);
    }
  }

  const tokens = data?.apiTokens ?? [];

  return (
    <Card aria-labelledby="api-access-title">
      <CardHeader>
        <IconBubble>
          <LockIcon />
        </IconBubble>
        <div>
          <CardTitle id="api-access-title">API Access</CardTitle>
          <CardDescription>
            Personal API tokens let scripts use IdeaScope on your behalf: send one as <code>Authorization: Bearer</code>. Anyone holding a
            token can act as you, so keep it secret and revoke tokens you no longer use.
          </CardDescription>
        </div>
      </CardHeader>

      <CreateForm onSubmit={handleCreate} noValidate aria-label="Create API token">
        <TextField
          label="Token name"
          placeholder="e.g. Nightly report script"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          disabled={creating}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating...' : 'Create token'}
        </Button>
      </CreateForm>

      {created ? (
        <NewToken tone="success" role="status">
          <span>
            <strong>Token "{created.name}" created</strong>
            Copy it now: this is the only time it is shown.
          </span>
          <SecretRow>
            <Secret aria-label="New API token">{created.token}</Secret>
            <Button variant="secondary" size="sm" onClick={() => void handleCopy(created.token)}>
              {copied ? <CheckIcon size={16} /> : null}
              {copied ? 'Copied' : 'Copy token'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
              Done
            </Button>
          </SecretRow>
        </NewToken>
      ) : null}

      {loading && !data ? (
        <Muted role="status">
          <SpinnerIcon diameter={16} aria-hidden="true" />
          Loading API tokens...
        </Muted>
      ) : error && !data ? (
        <Muted role="alert">{serverMessage(error, 'The API tokens could not be loaded.')}</Muted>
      ) : tokens.length === 0 ? (
        <Muted>No API tokens yet.</Muted>
      ) : (
        <TokenList aria-label="API tokens">
          {tokens.map((token) => (
            <TokenItem key={token.id}>
              <TokenText>
                <p>{token.name}</p>
                <Meta>
                  <code>{token.prefix}…</code> · Created {formatDate(token.createdAt)} · Last used {formatDate(token.lastUsedAt)}
                </Meta>
              </TokenText>
              {confirmingId === token.id ? (
                <Actions role="group" aria-label={`Revoke ${token.name}?`}>
                  <span>Revoke this token? Scripts using it stop working.</span>
                  {/* Focus moves here: the Revoke button that had it is gone. */}
                  <Button variant="ghost" size="sm" autoFocus onClick={() => setConfirmingId(null)} disabled={revokingId === token.id}>
                    Cancel
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => void handleRevoke(token)} disabled={revokingId === token.id}>
                    {revokingId === token.id ? 'Revoking...' : 'Revoke token'}
                  </Button>
                </Actions>
              ) : (
                <Button variant="danger" size="sm" onClick={() => setConfirmingId(token.id)} aria-label={`Revoke ${token.name}`}>
                  <TrashIcon size={16} />
                  Revoke
                </Button>
              )}
            </TokenItem>
          ))}
        </TokenList>
      )}
    </Card>
  );
}
