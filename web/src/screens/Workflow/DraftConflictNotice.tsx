import { Button } from '../../components/Button.js';
import { AlertIcon } from '../../components/icons.js';
import { Notice } from '../../components/ui.js';
import type { StoredIdeaDraft } from './draft.js';

/** Another tab changed (or confirmed, or discarded) the unconfirmed idea this tab holds: the user picks which version stays. */
export function DraftConflictNotice({
  theirs,
  onUseTheirs,
  onKeepOurs,
}: {
  theirs: StoredIdeaDraft | null;
  onUseTheirs: () => void;
  onKeepOurs: () => void;
}) {
  const theirName = theirs?.form.name.trim();
  return (
    <Notice tone="warning" role="alert" data-testid="draft-conflict" css={{ display: 'grid', gap: 10 }}>
      <span css={{ display: 'flex', gap: 8 }}>
        <AlertIcon size={18} />
        <span>
          <strong>This draft was changed in another tab.</strong>{' '}
          {theirs
            ? `The other tab now holds ${theirName ? `“${theirName}”` : 'a different draft'}. Nothing is saved from either tab until you choose.`
            : 'The other tab confirmed or discarded it. Keep this one, or clear it here too.'}
        </span>
      </span>
      <span css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button size="sm" variant="secondary" onClick={onUseTheirs}>
          {theirs ? 'Use the other tab’s version' : 'Clear this draft'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onKeepOurs}>
          Keep this version
        </Button>
      </span>
    </Notice>
  );
}
