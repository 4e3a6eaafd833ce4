/**
 * The certificate of notice of a meeting (docs/requirements.md §21): the association's proof that every
 * unit owner was noticed — each notice round, every owner it went to, how, where and when, and the
 * sign-off of whoever mailed or posted the paper notices (the affidavit's facts). A4, standard fonts:
 * characters outside WinAnsi print as "?", as the other PDFs. Its labels, times and days in the reader's
 * language; the owners, addresses, reasons and names as recorded. English as it always was.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  dayIn,
  mailTexts,
  meetingHeading,
  localLabel,
  momentIn,
  type DeliveryRow,
  type Locale,
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
  locale?: Locale;
}): Promise<Uint8Array> {
  const { meeting } = input;
  const locale = input.locale ?? 'en';
  const w = mailTexts(locale).noticeCertificate;
  const when = (iso: string) =>
    locale === 'en' ? localLabel(Date.parse(iso), meeting.timeZone) : momentIn(locale, Date.parse(iso), meeting.timeZone);
  const doc = await PDFDocument.create();
  doc.setTitle(w.docTitle(meeting.title));
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

  paragraph(w.heading(input.site), bold, 14);
  y -= 4;
  paragraph(meetingHeading(meeting.kind, meeting.title, meeting.kind === 'owner' ? w.ownerMeeting : w.boardMeeting), bold);
  paragraph(w.held(when(meeting.startsAt), meeting.status === 'cancelled'));
  if (meeting.noticeCitation) paragraph(w.noticeRule(meeting.noticeCitation));
  y -= 6;
  for (const event of meeting.history) {
    const round = input.deliveries.filter((d) => d.round === event.round);
    paragraph(w.given(w.round(event.action), when(event.at), round.length, event.reason ?? ''), bold);
    row([w.ownerAndUnit, w.how, w.where, w.whenResult], bold);
    for (const d of round)
      row([w.owner(d.name, d.hasAccount, d.unit), w.channel(d.channel), d.address, w.recorded(when(d.recordedAt), d.result)]);
    y -= 6;
  }
  paragraph(w.paperNotices, bold);
  if (!input.signOffs.length) paragraph(w.notSignedOff);
  for (const s of input.signOffs)
    paragraph(
      w.signOff(
        meeting.history.find((e) => e.round === s.round)?.action ?? 'scheduled',
        s.method,
        dayIn(locale, s.on),
        s.name,
        s.title,
        when(s.recordedAt),
      ),
    );
  return doc.save();
}
