import styled from '@emotion/styled';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session.js';
import { deleteAccount, downloadFile } from '../../components/billing.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PasswordField } from '../../components/forms.js';
import { DownloadIcon, LockIcon, TrashIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice } from '../../components/ui.js';
import { restFailureMessage } from '../../components/errors.js';

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const PasswordBox = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Section 4: "Export My Data" downloads everything the user owns as JSON; "Delete Account" deletes it all after the password. */
export function DataPrivacySection() {
  const session = useSession();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    notify.success('Export Started', 'Your data export will be available for download shortly.');
    try {
      await downloadFile('/api/account/export', `ideascope-my-data-${new Date().toISOString().slice(0, 10)}.json`);
      notify.success('Export Complete', 'Your data has been downloaded');
    } catch (error) {
      notify.error('Error', restFailureMessage(error, 'Failed to export data'));
    } finally {
      setExporting(false);
    }
  }

  async function confirmDeletion() {
    if (!password) {
      setProblem('Enter your password to delete your account');
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount(password);
      setConfirming(false);
      notify.success('Account Deleted', 'Your account and all its data have been deleted.');
      // As logging out: leave the signed-in page first, so the refreshed (signed-out) session never renders /settings.
      navigate('/');
      await session.refresh();
    } catch (error) {
      setProblem(restFailureMessage(error, 'Something went wrong. Please try again.'));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card aria-labelledby="data-privacy-title">
      <CardHeader>
        <IconBubble>
          <LockIcon />
        </IconBubble>
        <div>
          <CardTitle id="data-privacy-title">Data & Privacy</CardTitle>
          <CardDescription>Your data, your call.</CardDescription>
        </div>
      </CardHeader>
      <Notice tone="info">
        <LockIcon size={18} />
        <span>Your research data is stored securely and never shared with third parties.</span>
      </Notice>
      <ButtonRow>
        <Button variant="secondary" onClick={() => void exportData()} disabled={exporting}>
          <DownloadIcon size={16} />
          Export My Data
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setPassword('');
            setProblem(null);
            setConfirming(true);
          }}
        >
          <TrashIcon size={16} />
          Delete Account
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        message="This deletes your projects, research, websites and their signups, ends every session and API token, and cancels your subscription. It cannot be undone."
        confirmLabel={deleting ? 'Deleting...' : 'Delete Account'}
        busy={deleting}
        onConfirm={() => void confirmDeletion()}
        onCancel={() => setConfirming(false)}
      >
        <PasswordBox>
          <PasswordField
            purpose="current"
            autoFocus
            value={password}
            error={problem}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(null);
            }}
          />
        </PasswordBox>
      </ConfirmDialog>
    </Card>
  );
}
