/**
 * A vote's documents (the agenda, a proxy form…; docs/requirements.md §19), fetched on the vote's
 * own page: saved to the device, then opened from here in a new tab. The reader stays on the vote.
 */
import { useEffect, useRef, useState } from 'react';
import type { VoteDocument } from '@hearth/common';
import { errorMessage, saveBlob } from '../../shared/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shared/ui';
import { downloadVoteDocument } from './api';
import styles from './Votes.module.css';

type State =
  { state: 'idle' } | { state: 'loading'; percent: number } | { state: 'done'; url: string } | { state: 'failed'; message: string };

export function VoteDocuments({ documents }: { documents: VoteDocument[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Documents`} className={styles.documents}>
      {documents.map((d) => (
        <VoteDocumentItem key={d.fileName} document={d} />
      ))}
    </ul>
  );
}

function VoteDocumentItem({ document: d }: { document: VoteDocument }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ state: 'idle' });
  const title = d.title;
  const url = useRef<string | null>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );
  const download = () => {
    setState({ state: 'loading', percent: 0 });
    downloadVoteDocument(d.fileName, (percent) => live.current && setState({ state: 'loading', percent }))
      .then((blob) => {
        if (!live.current) return;
        // Opened by the browser's own PDF viewer: the server may answer without a type.
        const pdf = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
        saveBlob(pdf, d.fileName);
        if (url.current) URL.revokeObjectURL(url.current);
        url.current = URL.createObjectURL(pdf);
        setState({ state: 'done', url: url.current });
      })
      .catch((error: unknown) => live.current && setState({ state: 'failed', message: errorMessage(error) }));
  };
  return (
    <li>
      <Button variant="secondary" disabled={state.state === 'loading'} onClick={download}>
        <Trans>Download {title} (PDF)</Trans>
      </Button>
      {state.state === 'loading' && (
        <progress max={100} value={state.percent} aria-label={t`Downloading ${title}`} className={styles.documentProgress} />
      )}
      {state.state === 'done' && (
        <a href={state.url} target="_blank" rel="noopener noreferrer">
          <Trans>Open {title}</Trans>
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      )}
      {state.state === 'failed' && (
        <span role="alert" className={styles.problem}>
          {state.message}
        </span>
      )}
    </li>
  );
}
