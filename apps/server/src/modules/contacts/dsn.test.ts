import { describe, expect, it } from 'vitest';
import { parseBounce } from './dsn.js';

const CAMPAIGN = '6f1c2a8e-3b4d-4c5e-9f6a-7b8c9d0e1f2a';

const postfixHardBounce = `Return-Path: <>
Delivered-To: bounces@ulak.example
Received: by mx.ulak.example (Postfix)
	id 9A1B2C3D4E; Mon, 15 Jan 2024 10:12:03 +0300 (+03)
Date: Mon, 15 Jan 2024 10:12:03 +0300 (+03)
From: MAILER-DAEMON@mail.example.com (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: bounces@ulak.example
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
	boundary="4F1B2C3D4E.1705302723/mail.example.com"
Message-Id: <20240115071203.9A1B2C3D4E@mail.example.com>

This is a MIME-encapsulated message.

--4F1B2C3D4E.1705302723/mail.example.com
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.example.com.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<Nobody@Example.com>: host mx1.example.com[203.0.113.25] said: 550 5.1.1
    <Nobody@Example.com>: Recipient address rejected: User unknown in virtual
    mailbox table (in reply to RCPT TO command)

--4F1B2C3D4E.1705302723/mail.example.com
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.example.com
X-Postfix-Queue-ID: 4F1B2C3D4E
X-Postfix-Sender: rfc822; bounces@ulak.example
Arrival-Date: Mon, 15 Jan 2024 10:12:01 +0300 (+03)

Final-Recipient: rfc822; Nobody@Example.com
Original-Recipient: rfc822;Nobody@Example.com
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx1.example.com
Diagnostic-Code: smtp; 550 5.1.1 <Nobody@Example.com>: Recipient address
    rejected: User unknown in virtual mailbox table

--4F1B2C3D4E.1705302723/mail.example.com
Content-Description: Undelivered Message
Content-Type: message/rfc822

Return-Path: <bounces@ulak.example>
Received: from app.ulak.example (app.ulak.example [198.51.100.7])
	by mail.example.com (Postfix) with ESMTPS id 4F1B2C3D4E
	for <Nobody@Example.com>; Mon, 15 Jan 2024 10:12:01 +0300 (+03)
From: Kaya Store <news@ulak.example>
To: Nobody@Example.com
Subject: =?UTF-8?Q?K=C4=B1=C5=9F_indirimi?=
Message-ID: <c0ffee12-3456-4789-abcd-ef0123456789@ulak.example>
X-Ulak-Campaign: ${CAMPAIGN}
List-Unsubscribe: <https://ulak.example/u/abc>
Date: Mon, 15 Jan 2024 10:12:00 +0300
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="inner-boundary"

--inner-boundary
Content-Type: text/plain; charset=utf-8

Save 500 TL today. Contact info@ulak.example.

--inner-boundary
Content-Type: text/html; charset=utf-8

<p>Save 500 TL today.</p>

--inner-boundary--

--4F1B2C3D4E.1705302723/mail.example.com--
`;

const softBounce = `Return-Path: <>
From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: bounces@ulak.example
Subject: Delivery Status Notification (Delay)
Date: Tue, 16 Jan 2024 08:00:00 -0800
Message-ID: <65a6a8f0.delay@mx.google.com>
MIME-Version: 1.0
Content-Type: multipart/report; boundary="000000000000delay"; report-type=delivery-status

--000000000000delay
Content-Type: text/plain; charset="UTF-8"

** Delivery incomplete **

There was a temporary problem delivering your message to full@example.org.
Gmail will retry for 46 more hours. You'll be notified if the delivery fails permanently.

--000000000000delay
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com
Arrival-Date: Tue, 16 Jan 2024 07:58:12 -0800 (PST)
X-Original-Message-ID: <d00d@ulak.example>

Final-Recipient: rfc822; full@example.org
Action: delayed
Status: 4.2.2
Diagnostic-Code: smtp; 452-4.2.2 The email account that you tried to reach is
 over quota. Please direct the recipient to
 https://support.google.com/mail/?p=OverQuotaTemp
Last-Attempt-Date: Tue, 16 Jan 2024 08:00:00 -0800 (PST)
Will-Retry-Until: Thu, 18 Jan 2024 07:58:12 -0800 (PST)

--000000000000delay
Content-Type: text/rfc822-headers

Return-Path: <bounces@ulak.example>
From: Kaya Store <news@ulak.example>
To: full@example.org
Subject: Weekly news
Message-ID: <d00d@ulak.example>
X-Ulak-Campaign: ${CAMPAIGN}
Date: Tue, 16 Jan 2024 07:58:10 -0800

--000000000000delay--
`;

const multiRecipient = `From: "Mail Delivery System" <MAILER-DAEMON@relay.example.net>
To: bounces@ulak.example
Subject: Delivery status notification
Date: Wed, 17 Jan 2024 12:00:00 +0000
MIME-Version: 1.0
Content-Type: multipart/report; report-type="delivery-status"; boundary="=_multi"

--=_multi
Content-Type: text/plain

Delivery to some recipients failed.

--=_multi
Content-Type: message/delivery-status

Reporting-MTA: dns; relay.example.net

Final-Recipient: rfc822; gone@example.net
Action: failed
Status: 5.1.1 (bad destination mailbox address)
Diagnostic-Code: smtp; 550 5.1.1 <gone@example.net>... User unknown

Final-Recipient: rfc822; happy@example.net
Action: delivered
Status: 2.0.0
Diagnostic-Code: smtp; 250 2.0.0 OK

Final-Recipient: rfc822; forward@example.net
Action: relayed
Status: 2.0.0

--=_multi
Content-Type: text/rfc822-headers

From: news@ulak.example
To: gone@example.net, happy@example.net, forward@example.net
Subject: Hi
Message-ID: <multi-1@ulak.example>

--=_multi--
`;

const arfComplaint = `Return-Path: <feedback@arf.mail.example.com>
From: Mail Feedback <feedback@arf.mail.example.com>
To: abuse@ulak.example
Subject: Complaint about message from 198.51.100.7
Date: Thu, 18 Jan 2024 09:30:00 +0000
Message-ID: <arf-2024-01-18-1@arf.mail.example.com>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report;
	boundary="----=_Part_arf"

------=_Part_arf
Content-Type: text/plain; charset="US-ASCII"
Content-Transfer-Encoding: 7bit

This is an email abuse report for an email message received from IP
198.51.100.7 on Thu, 18 Jan 2024 09:12:00 +0000.
For more information about this format please see
http://tools.ietf.org/html/rfc5965

------=_Part_arf
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: ExampleMail-Feedback/1.0
Version: 1
Original-Mail-From: <bounces@ulak.example>
Original-Rcpt-To: <Complainer@Mail.Example.com>
Arrival-Date: Thu, 18 Jan 2024 09:12:00 +0000
Source-IP: 198.51.100.7
Reported-Domain: ulak.example

------=_Part_arf
Content-Type: message/rfc822
Content-Disposition: inline

Return-Path: <bounces@ulak.example>
Received: from app.ulak.example ([198.51.100.7]) by mx.mail.example.com
From: Kaya Store <news@ulak.example>
To: redacted@mail.example.com
Subject: Weekly news
Message-ID: <arf-original@ulak.example>
X-Ulak-Campaign: ${CAMPAIGN}
Date: Thu, 18 Jan 2024 09:11:59 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hello!

------=_Part_arf--
`;

const arfHeadersOnly = `From: scomp@aol.net
To: abuse@ulak.example
Subject: Email Feedback Report for IP 198.51.100.7
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="arf2"

--arf2
Content-Type: text/plain

This is an email abuse report.

--arf2
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: AOL SComp
Version: 1

--arf2
Content-Type: text/rfc822-headers

From: Kaya Store <news@ulak.example>
To: "Ayse Demir" <Ayse@AOL.com>
Subject: Weekly news
Message-ID: <arf2-original@ulak.example>
X-Ulak-Campaign: ${CAMPAIGN.toUpperCase()}

--arf2--
`;

const eximPlainBounce = `Return-path: <>
From: Mail Delivery System <Mailer-Daemon@mx.example.org>
To: bounces@ulak.example
Subject: Mail delivery failed: returning message to sender
Message-Id: <E1rQ0aB-0001xY-2Z@mx.example.org>
Date: Fri, 19 Jan 2024 11:00:00 +0000

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ghost@example.org
    host mx.example.org [192.0.2.10]
    SMTP error from remote mail server after RCPT TO:<ghost@example.org>:
    550 5.1.1 <ghost@example.org>: Recipient address rejected: User unknown

------ This is a copy of the message, including all the headers. ------

Return-path: <bounces@ulak.example>
Received: from app.ulak.example ([198.51.100.7])
From: Kaya Store <news@ulak.example>
To: ghost@example.org
Subject: Weekly news
Message-ID: <exim-original@ulak.example>
X-Ulak-Campaign: ${CAMPAIGN}

Save 500 TL today, reply to info@ulak.example.
`;

const normalMail = `From: Ali Kaya <ali@example.com>
To: news@ulak.example
Subject: Re: Weekly news
Date: Sat, 20 Jan 2024 10:00:00 +0300
Message-ID: <reply-1@example.com>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Thanks! By the way my old address old@example.com got a 550 5.1.1 error, please use this one.
`;

describe('parseBounce', () => {
  it('reads a Postfix hard bounce with the returned original message', async () => {
    const expected = [
      {
        kind: 'bounce',
        recipient: 'nobody@example.com',
        bounceType: 'hard',
        status: '5.1.1',
        diagnostic: '550 5.1.1 <Nobody@Example.com>: Recipient address rejected: User unknown in virtual mailbox table',
        campaignId: CAMPAIGN,
        messageId: '<c0ffee12-3456-4789-abcd-ef0123456789@ulak.example>',
      },
    ];
    expect(await parseBounce(postfixHardBounce)).toEqual(expected);
    expect(await parseBounce(Buffer.from(postfixHardBounce.replace(/\n/g, '\r\n')))).toEqual(expected);
  });

  it('reads a delayed mailbox-full notice as a soft bounce and the campaign from the headers part', async () => {
    expect(await parseBounce(softBounce)).toEqual([
      {
        kind: 'bounce',
        recipient: 'full@example.org',
        bounceType: 'soft',
        status: '4.2.2',
        diagnostic:
          '452-4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp',
        campaignId: CAMPAIGN,
        messageId: '<d00d@ulak.example>',
      },
    ]);
  });

  it('reports only the failed recipient of a multi-recipient notification', async () => {
    const reports = await parseBounce(multiRecipient);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      recipient: 'gone@example.net',
      bounceType: 'hard',
      status: '5.1.1',
      campaignId: null,
      messageId: '<multi-1@ulak.example>',
    });
  });

  it('treats a failed 4.x.x status as soft and takes the status from the diagnostic when Status is missing', async () => {
    const raw = multiRecipient
      .replace('Status: 5.1.1 (bad destination mailbox address)\n', '')
      .replace(
        'Final-Recipient: rfc822; happy@example.net\nAction: delivered\nStatus: 2.0.0',
        'Final-Recipient: rfc822; later@example.net\nAction: failed\nStatus: 4.4.7',
      );
    const reports = await parseBounce(raw);
    expect(reports.map((r) => [r.recipient, r.bounceType, r.status])).toEqual([
      ['gone@example.net', 'hard', '5.1.1'],
      ['later@example.net', 'soft', '4.4.7'],
    ]);
  });

  it('accepts a delivery-status part that arrives as text', async () => {
    const raw = postfixHardBounce.replace('Content-Type: message/delivery-status', 'Content-Type: text/plain; charset=us-ascii');
    expect(await parseBounce(raw)).toMatchObject([
      { kind: 'bounce', recipient: 'nobody@example.com', bounceType: 'hard', status: '5.1.1', campaignId: CAMPAIGN },
    ]);
  });

  it('limits the diagnostic to 500 characters', async () => {
    const raw = multiRecipient.replace('... User unknown', `... ${'x'.repeat(800)}`);
    const [report] = await parseBounce(raw);
    expect(report.diagnostic).toHaveLength(500);
  });

  it('reads an ARF abuse complaint', async () => {
    expect(await parseBounce(arfComplaint)).toEqual([
      {
        kind: 'complaint',
        recipient: 'complainer@mail.example.com',
        bounceType: 'hard',
        status: null,
        diagnostic: null,
        campaignId: CAMPAIGN,
        messageId: '<arf-original@ulak.example>',
      },
    ]);
  });

  it('falls back to the original To of a complaint without Original-Rcpt-To', async () => {
    expect(await parseBounce(arfHeadersOnly)).toEqual([
      {
        kind: 'complaint',
        recipient: 'ayse@aol.com',
        bounceType: 'hard',
        status: null,
        diagnostic: null,
        campaignId: CAMPAIGN,
        messageId: '<arf2-original@ulak.example>',
      },
    ]);
  });

  it('ignores not-spam feedback', async () => {
    expect(await parseBounce(arfComplaint.replace('Feedback-Type: abuse', 'Feedback-Type: not-spam'))).toEqual([]);
  });

  it('reads a non-standard plain-text bounce from MAILER-DAEMON', async () => {
    expect(await parseBounce(eximPlainBounce)).toEqual([
      {
        kind: 'bounce',
        recipient: 'ghost@example.org',
        bounceType: 'hard',
        status: '5.1.1',
        diagnostic: '550 5.1.1 <ghost@example.org>: Recipient address rejected: User unknown',
        campaignId: CAMPAIGN,
        messageId: '<exim-original@ulak.example>',
      },
    ]);
  });

  it('does not guess a bounce when neither subject nor sender says so', async () => {
    const raw = eximPlainBounce
      .replace('From: Mail Delivery System <Mailer-Daemon@mx.example.org>', 'From: Ali Kaya <ali@example.com>')
      .replace('Subject: Mail delivery failed: returning message to sender', 'Subject: Fwd: news');
    expect(await parseBounce(raw)).toEqual([]);
  });

  it('returns nothing for a normal email', async () => {
    expect(await parseBounce(normalMail)).toEqual([]);
  });
});
