/**
 * Downloads with a percentage of loaded over total bytes (docs/requirements.md, "States and transitions"); on completion the file is
 * saved, or opened in a new tab for the title link. Failures show an error toast.
 */
import { useCallback, useState } from 'react';
import { readableFileName, type PortalDocument } from '@hearth/common';
import { errorMessage, saveBlob } from '../../shared/api';
import { useToast } from '../../shared/ui';
import { downloadDocument } from './api';

export const asPdf = (blob: Blob) => (blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));

export function useDownloads() {
  const toast = useToast();
  const [progress, setProgress] = useState<Record<number, number>>({});

  const run = useCallback(
    async (doc: PortalDocument, done: (blob: Blob) => void, onFail?: () => void) => {
      setProgress((p) => ({ ...p, [doc.id]: 0 }));
      try {
        const blob = await downloadDocument(doc, (percent) => setProgress((p) => ({ ...p, [doc.id]: percent })));
        done(asPdf(blob));
      } catch (e) {
        onFail?.();
        toast.error(errorMessage(e));
      } finally {
        setProgress(({ [doc.id]: _finished, ...rest }) => rest);
      }
    },
    [toast],
  );

  const save = useCallback(
    (doc: PortalDocument) => run(doc, (blob) => saveBlob(blob, readableFileName(doc.title, doc.documentName))),
    [run],
  );

  /** Opens the tab at once (a popup opened after the download would be blocked), then fills it. */
  const open = useCallback(
    (doc: PortalDocument) => {
      const tab = window.open('', '_blank');
      return run(
        doc,
        (blob) => {
          const url = URL.createObjectURL(blob);
          if (tab) tab.location.href = url;
          else saveBlob(blob, readableFileName(doc.title, doc.documentName));
          setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
        },
        () => tab?.close(),
      );
    },
    [run],
  );

  return { progress, save, open };
}
