/**
 * /documents/download?area=…&fileName=… (members; docs/requirements.md, "Public and account screens"): the page behind every document
 * title link. Opened from a list, a bookmark or a shared link, it signs the visitor in first (the
 * route guard brings them back here), then downloads the file with its progress and saves it,
 * with a link that opens it in the browser.
 */
import { useLingui } from '@lingui/react/macro';
import { useCommonText } from '../../shared/i18n';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DOWNLOAD_AREAS, Messages, type DownloadArea } from '@hearth/common';
import { errorMessage, saveBlob } from '../../shared/api';
import { usePageVisit } from '../../shared/auth';
import { ButtonLink, Message, Page, Panel } from '../../shared/ui';
import { downloadFile } from './api';
import { asPdf } from './useDownloads';

const TITLE = 'Document';

type Outcome = { state: 'loading'; percent: number } | { state: 'done'; url: string } | { state: 'failed'; message: string };

const isArea = (value: string | null): value is DownloadArea => DOWNLOAD_AREAS.includes(value as DownloadArea);

export default function DocumentPage() {
  usePageVisit(TITLE);
  const { t } = useLingui();
  const text = useCommonText();
  const [params] = useSearchParams();
  const area = params.get('area');
  const fileName = params.get('fileName') ?? '';
  const valid = isArea(area) && fileName !== '';
  const [outcome, setOutcome] = useState<Outcome>(
    valid ? { state: 'loading', percent: 0 } : { state: 'failed', message: text(Messages.invalidFileName) },
  );

  useEffect(() => {
    if (!valid) return;
    let url: string | null = null;
    let live = true;
    downloadFile(area, fileName, (percent) => live && setOutcome({ state: 'loading', percent }))
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(asPdf(blob));
        saveBlob(blob, fileName);
        setOutcome({ state: 'done', url });
      })
      .catch((e) => live && setOutcome({ state: 'failed', message: errorMessage(e) }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [valid, area, fileName]);

  return (
    <Page title={t`Document`}>
      <Panel>
        <p>
          <strong>{fileName || t`No document named`}</strong>
        </p>
        {outcome.state === 'loading' && (
          <p role="status">
            <progress max={100} value={outcome.percent} aria-label={t`Downloading ${fileName}`} /> {outcome.percent}%
          </p>
        )}
        {outcome.state === 'done' && (
          <>
            <Message tone="success" role="status">
              {text(Messages.documentDownloaded)}
            </Message>
            <p>
              <a href={outcome.url} target="_blank" rel="noopener noreferrer">
                {t`Open ${fileName}`}
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            </p>
          </>
        )}
        {outcome.state === 'failed' && (
          <Message tone="error" role="alert">
            {outcome.message}
          </Message>
        )}
        <ButtonLink to="/resources" variant="ghost">
          {t`Resources & Links`}
        </ButtonLink>
      </Panel>
    </Page>
  );
}
