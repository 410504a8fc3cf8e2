/** The server's texts in English: the catalogue's keys and the other languages' model. */
export const en = {
  loginCode: {
    subject: 'Your login code',
    body: 'Your code for {{company}} is {{code}}. It is valid for 10 minutes.',
    link: 'Or log in with this link:',
    sms: 'Your login code is',
    linkOnlySubject: 'Your sign-in link',
    linkOnlyBody:
      'Too many wrong codes were typed for your {{company}} account, so this mail brings a sign-in link instead of a code. It is valid for 10 minutes.',
    linkOnly: 'Sign in with this link:',
  },
  staffMail: {
    roles: {
      owner: 'owner',
      manager: 'manager',
      box_office: 'box office',
    },
    invitation: {
      subject: 'You are invited to run {{company}}',
      heading: 'Join the team',
      intro: 'You have been invited to the back-office of {{company}} as {{role}}.',
      expiry: 'The link works once, within 7 days.',
      replaces: 'This link replaces the one mailed to you before, which no longer works.',
      accept: 'Accept the invitation',
    },
    code: {
      subject: 'Your back-office login code',
      heading: 'Your login code',
      intro: 'Your code is {{code}}. It is valid for 10 minutes.',
      open: 'Sign in with this link',
      linkOnlySubject: 'Your back-office sign-in link',
      linkOnlyIntro:
        'Too many wrong codes or passwords were typed for this account, so this mail brings only a sign-in link. It is valid for 10 minutes.',
    },
  },
  accountDeleted: {
    subject: 'Your account on {{company}} was deleted',
    heading: 'Your account was deleted',
    intro:
      'As you asked, your account on {{company}} was deleted: your name, address, phone, password and what you wrote in the chat were erased, and you were signed out everywhere.',
    kept: 'Your purchases stay in the organiser’s accounts for invoices and accounting (amounts, dates, order numbers), no longer with your name.',
    visit: 'Visit {{company}}',
  },
  chatInvitation: {
    subject: 'You are invited to the chat room of {{event}}',
    heading: 'Join the chat room',
    greeting: 'Hello {{name}},',
    intro: '{{company}} invites you to the chat room of {{event}}, to meet the rest of its audience.',
    once: 'The link works once and signs you in with this address.',
    expiry: 'It works until {{date}}.',
    join: 'Join the chat room',
  },
  ballotMail: {
    subject: 'Rate the films of {{event}}',
    heading: 'Your vote for the audience award',
    intro:
      'Thank you for coming to {{event}}. Rate its films in competition with one click: the link is yours alone and works until voting closes.',
    closes: 'Voting closes',
    vote: 'Rate the films',
  },
  purchaseMail: {
    receipt: {
      subject: 'Your receipt from {{company}}',
      heading: 'Thank you for your purchase',
      intro: 'Your payment to {{company}} is complete.',
    },
    inProcess: {
      subject: 'Your payment is being processed',
      heading: 'Your payment is being processed',
      intro:
        'Your payment to {{company}} is still in process. We will notify you by email once it is complete.',
    },
    failed: {
      subject: 'Your payment did not go through',
      heading: 'Your payment did not go through',
      intro:
        'Your payment to {{company}} did not go through, so nothing was charged and nothing was booked. You can buy again from the event page whenever you like.',
    },
    refund: {
      subject: 'Your payment to {{company}} is refunded',
      heading: 'Your seats were no longer free',
      intro:
        'Your payment to {{company}} arrived after your seat hold ended, and the seats had been taken. Nothing was booked, and your payment has been refunded in full.',
      byStaff:
        'Your payment to {{company}} arrived after your seat hold ended, and the seats had been taken. Nothing was booked, and {{company}} will refund your payment in full.',
      supersededHeading: 'You were not charged twice',
      superseded:
        'A payment to {{company}} you had left unfinished went through after another payment for the same purchase. You keep what you bought once, and the extra payment has been refunded in full.',
      supersededByStaff:
        'A payment to {{company}} you had left unfinished went through after another payment for the same purchase. You keep what you bought once, and {{company}} will refund the extra payment in full.',
      cancelledHeading: 'Your booking was cancelled',
      cancelledIntro:
        '{{company}} cancelled your booking and its seats. Your payment has been refunded in full.',
      cancelledByStaff:
        '{{company}} cancelled your booking and its seats, and will refund your payment in full.',
    },
    staffRefund: {
      subject: '{{company}} refunded your order',
      heading: 'Your order is refunded',
      full: '{{company}} refunded your order in full. What it gave you ends now.',
      partial: '{{company}} refunded part of your order. You keep what you bought.',
      byHand: '{{company}} will give the money back to you directly.',
      refunded: 'Amount refunded',
      reason: 'Reason',
    },
    item: 'What you bought',
    seats: 'Seats',
    amountPaid: 'Amount paid',
    amount: 'Amount',
    order: 'Order number',
    dashboard: 'Open your dashboard',
  },
  requestMail: {
    subject: 'Your request to {{company}}',
    approved: {
      heading: 'Your request was approved',
      intro:
        '{{company}} approved your request and refunded your order. A separate mail tells you about the refund.',
    },
    rejected: { heading: 'Your request was declined', intro: '{{company}} declined your request.' },
    replied: { heading: '{{company}} answered your request', intro: '{{company}} answered your request.' },
    request: 'Your request',
    answer: 'Answer',
  },
  subscriptionMail: {
    subject: 'Your {{company}} subscription has started',
    heading: 'Welcome, subscriber',
    intro: 'Thank you for subscribing to {{plan}} at {{company}}. Your subscription is active now.',
    introTrial:
      'Thank you for subscribing to {{plan}} at {{company}}. Your free trial has started: nothing is charged until it ends.',
    cancelNote:
      'You can cancel at any time in your dashboard; the subscription then ends with the period you have.',
    plan: 'Plan',
    price: 'Price',
    per: {
      month: '{{amount}} per month',
      year: '{{amount}} per year',
    },
    trialEnds: 'Free trial until',
    nextPayment: 'Next payment',
    link: 'Manage your subscription',
  },
  waitlistMail: {
    offer: {
      subject: 'A place at {{event}} is yours to take',
      heading: 'A place has freed up',
      intro:
        'A place at {{event}} has freed up and you are next on the waitlist of {{company}}. It is held for you until the time below; after that it passes to the next in line.',
      event: 'Event',
      holdUntil: 'Held until',
      claim: 'Take the place',
    },
  },
  trialReminder: {
    subject: 'Your {{company}} trial ends soon',
    heading: 'Your trial ends in three days',
    intro:
      'Your free trial of {{plan}} at {{company}} ends soon. Your saved card will then be charged for the first period.',
    plan: 'Plan',
    trialEnds: 'Trial ends',
    amount: 'Then each period',
    cancelNote: 'To stop before you are charged, cancel your subscription in your dashboard.',
    link: 'Manage your subscription',
  },
  paymentFrame: {
    challengeTitle: '3-D Secure test challenge',
    challengeIntro: 'This is the sandbox: no bank is asked.',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    completed: 'Authentication complete.',
    failed: 'Authentication failed.',
    superseded: 'This payment was cancelled because you started a new one. Nothing was charged for it.',
    receiptTitle: 'Receipt (test mode)',
    amountPaid: 'Amount paid',
    order: 'Order number',
    paidOn: 'Paid on',
  },
  invoicePdf: {
    heading: 'Invoice',
    number: 'Invoice number',
    status: 'Status',
    statuses: {
      paid: 'Paid',
      due: 'Due',
      draft: 'Draft',
    },
    billedTo: 'Billed to',
    plan: 'Plan',
    period: 'Period',
    total: 'Total',
    created: 'Issued',
    paidAt: 'Paid on',
  },
  ticketPdf: {
    ticket: 'Ticket',
    seats: 'Seats',
    venue: 'Venue',
    directions: 'Directions',
    booking: 'Booking',
    doorCode: 'Door code',
    notes: 'For ticket holders',
  },
  errors: {
    companyTaken: 'Another site already uses this domain or short name.',
    pageAddressTaken: 'The site already uses this address for one of its own pages. Choose another.',
    lastOwner: 'A company keeps at least one owner.',
    alreadyStaff: 'This address is already on the staff.',
    onlyOnDemandFirstWatch: 'Only on-demand events have a first watch.',
    tooDeep: 'The request nests lists or objects more than {{depth}} levels deep.',
  },
};

/** What every language's catalogue holds: the English one's keys, each a text. */
export type Texts = typeof en;
