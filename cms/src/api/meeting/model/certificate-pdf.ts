/**
 * The certificate of notice of a meeting (docs/requirements.md §21): the association's proof that every
 * unit owner was noticed — each notice round, every owner it went to, how, where and when, and the
 * sign-off of whoever mailed or posted the paper notices (the affidavit's facts). A4, standard fonts:
 * characters outside WinAnsi print as "?", as the other PDFs.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_RESULT_LABELS,
  meetingHeading,
  NOTICE_ROUND_LABELS,
  localLabel,
  type DeliveryRow,
  type MeetingSummary,
  type PaperSignOff,
} from '@hearth/common';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const SIZE = 8.5;
const LEADING = SIZE * 1.35;
/** Owner and unit, how, where, when: the column's left edge and width. */
const COLUMNS = [
  { x: 0, width: 140 },
  { x: 145, width: 70 },
  { x: 220, width: 185 },
  { x: 410, width: 105 },
];

export async function certificatePdf(input: {
  site: string;
  meeting: MeetingSummary;
  deliveries: DeliveryRow[];
  signOffs: PaperSignOff[];
}): Promise<Uint8Array> {
  const { meeting } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of notice: ${meeting.title}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const known = new Set(font.getCharacterSet());
  const printable = (text: string) => Array.from(text.replace(/\s+/g, ' '), (c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  /** The text in lines no wider than `width`, words kept whole where they fit. */
  const wrap = (text: string, width: number, f: PDFFont = font, size = SIZE): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of printable(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (f.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    return [...lines, line];
  };

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const paragraph = (text: string, f: PDFFont = font, size = SIZE + 1) => {
    for (const line of wrap(text, PAGE.width - 2 * MARGIN, f, size)) {
      room(size * 1.4);
      page.drawText(line, { x: MARGIN, y, size, font: f });
      y -= size * 1.4;
    }
  };
  const row = (cells: string[], f: PDFFont = font) => {
    const wrapped = cells.map((cell, i) => wrap(cell, COLUMNS[i].width, f));
    const height = Math.max(...wrapped.map((w) => w.length)) * LEADING + 3;
    room(height);
    wrapped.forEach((lines, i) =>
      lines.forEach((line, n) => page.drawText(line, { x: MARGIN + COLUMNS[i].x, y: y - n * LEADING, size: SIZE, font: f })),
    );
    y -= height;
  };

  paragraph(`Certificate of notice — ${input.site}`, bold, 14);
  y -= 4;
  paragraph(meetingHeading(meeting.kind, meeting.title), bold);
  paragraph(
    `${meeting.status === 'cancelled' ? 'Cancelled. Was to be held' : 'Held'} ${localLabel(Date.parse(meeting.startsAt), meeting.timeZone)}`,
  );
  if (meeting.noticeCitation) paragraph(`Notice rule: ${meeting.noticeCitation}`);
  y -= 6;
  for (const event of meeting.history) {
    const round = input.deliveries.filter((d) => d.round === event.round);
    paragraph(
      `${NOTICE_ROUND_LABELS[event.action]} given ${localLabel(Date.parse(event.at), meeting.timeZone)} to ${round.length} ${round.length === 1 ? 'owner' : 'owners'}${event.reason ? ` — ${event.reason}` : ''}`,
      bold,
    );
    row(['Owner and unit', 'How', 'Where', 'When (result)'], bold);
    for (const d of round)
      row([
        `${d.name}${d.hasAccount ? '' : ' (no account)'} — ${d.unit}`,
        DELIVERY_CHANNEL_LABELS[d.channel],
        d.address,
        `${localLabel(Date.parse(d.recordedAt), meeting.timeZone)} (${DELIVERY_RESULT_LABELS[d.result]})`,
      ]);
    y -= 6;
  }
  paragraph('Paper notices', bold);
  if (!input.signOffs.length)
    paragraph('Not signed off yet: the officer or manager who mails or posts the paper notices records it on the portal.');
  for (const s of input.signOffs)
    paragraph(
      `I certify that the paper notices of the rounds up to ${NOTICE_ROUND_LABELS[meeting.history.find((e) => e.round === s.round)?.action ?? 'scheduled'].toLowerCase()} were ${s.method} on ${s.on} to the owners listed above as receiving paper notice. — ${s.name}${s.title ? `, ${s.title}` : ''} (recorded ${localLabel(Date.parse(s.recordedAt), meeting.timeZone)})`,
    );
  return doc.save();
}
