/**
 * The chosen document type's files (docs/requirements.md, "Public and account screens"): community documents in two columns by title;
 * newsletters and minutes by year buttons (the selected year highlighted, the first selected on load).
 */
import { useLingui } from '@lingui/react/macro';
import { useCommonText, useLocale } from '../../shared/i18n';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groupByYear, Messages, sortDocumentsByTitle, type PortalDocument } from '@hearth/common';
import { usePageVisit } from '../../shared/auth';
import { Button, LoadFailed, Message, Panel } from '../../shared/ui';
import { documentsQuery } from './api';
import { DocumentEntry } from './DocumentEntry';
import type { DocumentKind } from './kinds';
import styles from './Resources.module.css';
import { useDownloads } from './useDownloads';

function Entries({ docs, className }: { docs: PortalDocument[]; className: string }) {
  const { progress, save, open } = useDownloads();
  return (
    <ul className={className}>
      {docs.map((d) => (
        <DocumentEntry key={d.id} doc={d} percent={progress[d.id]} onSave={(doc) => void save(doc)} onOpen={(doc) => void open(doc)} />
      ))}
    </ul>
  );
}

function YearGroups({ docs, emptyText }: { docs: PortalDocument[]; emptyText: string }) {
  const { t } = useLingui();
  const groups = groupByYear(docs);
  const [year, setYear] = useState<number | null>(null);
  if (groups.length === 0) return <Message tone="info">{emptyText}</Message>;
  const selected = groups.find((g) => g.year === year) ?? groups[0];
  return (
    <>
      <div className={styles.years} role="group" aria-label={t`Years`}>
        {groups.map((g) => (
          <Button
            key={g.year}
            size="small"
            variant={g.year === selected.year ? 'selected' : 'secondary'}
            aria-pressed={g.year === selected.year}
            onClick={() => setYear(g.year)}
          >
            {g.year}
          </Button>
        ))}
      </div>
      <Entries docs={selected.documents} className={styles.list} />
    </>
  );
}

export function DocumentList({ kind }: { kind: DocumentKind }) {
  usePageVisit(kind.pageName);
  const { i18n } = useLingui();
  const text = useCommonText();
  const label = i18n._(kind.label);
  const docs = useQuery(documentsQuery(kind.header, useLocale().locale));
  const list = docs.data ?? [];
  return (
    <Panel title={label} as="h2">
      {docs.isError && !docs.data ? (
        <LoadFailed what={label.toLowerCase()} error={docs.error} onRetry={() => void docs.refetch()} />
      ) : docs.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : kind.header === 'documents' ? (
        list.length === 0 ? (
          <Message tone="info">{text(Messages.noNewsletters)}</Message>
        ) : (
          <Entries docs={sortDocumentsByTitle(list)} className={styles.twoColumns} />
        )
      ) : (
        <YearGroups docs={list} emptyText={text(kind.header === 'minutes' ? Messages.noMinutes : Messages.noNewsletters)} />
      )}
    </Panel>
  );
}
