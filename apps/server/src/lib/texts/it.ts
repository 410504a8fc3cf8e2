import type { Texts } from './en.ts';

/** The server's texts in Italian. */
export const it: Texts = {
  loginCode: {
    subject: 'Il tuo codice di accesso',
    body: 'Il tuo codice per {{company}} è {{code}}. È valido per 10 minuti.',
    link: 'Oppure accedi con questo link:',
    sms: 'Il tuo codice di accesso è',
    linkOnlySubject: 'Il tuo link di accesso',
    linkOnlyBody:
      'Sono stati digitati troppi codici errati per il tuo account {{company}}, quindi questa email contiene un link di accesso invece di un codice. È valido per 10 minuti.',
    linkOnly: 'Accedi con questo link:',
  },
  staffMail: {
    roles: {
      owner: 'titolare',
      manager: 'manager',
      box_office: 'biglietteria',
    },
    invitation: {
      subject: 'Sei invitato a gestire {{company}}',
      heading: 'Unisciti al team',
      intro: 'Sei stato invitato nel back-office di {{company}} con il ruolo {{role}}.',
      expiry: 'Il link funziona una sola volta, entro 7 giorni.',
      replaces: 'Questo link sostituisce quello inviato in precedenza, che non funziona più.',
      accept: "Accetta l'invito",
    },
    code: {
      subject: 'Il tuo codice di accesso al back-office',
      heading: 'Il tuo codice di accesso',
      intro: 'Il tuo codice è {{code}}. È valido per 10 minuti.',
      open: 'Accedi con questo link',
      linkOnlySubject: 'Il tuo link di accesso al back-office',
      linkOnlyIntro:
        'Sono stati digitati troppi codici o password errati per questo account, quindi questa email contiene solo un link di accesso. È valido per 10 minuti.',
    },
  },
  accountDeleted: {
    subject: 'Il tuo account su {{company}} è stato eliminato',
    heading: 'Il tuo account è stato eliminato',
    intro:
      'Come hai chiesto, il tuo account su {{company}} è stato eliminato: nome, indirizzo, telefono, password e ciò che hai scritto in chat sono stati cancellati, e la sessione è stata chiusa su ogni dispositivo.',
    kept: 'I tuoi acquisti restano nei conti dell’organizzatore per fatture e contabilità (importi, date, numeri d’ordine), senza più il tuo nome.',
    visit: 'Visita {{company}}',
  },
  chatInvitation: {
    subject: 'Sei invitato alla chat room di {{event}}',
    heading: 'Entra nella chat room',
    greeting: 'Ciao {{name}},',
    intro: '{{company}} ti invita alla chat room di {{event}} per conoscere il resto del suo pubblico.',
    once: 'Il link funziona una sola volta e ti fa accedere con questo indirizzo.',
    expiry: 'Funziona fino al {{date}}.',
    join: 'Entra nella chat room',
  },
  ballotMail: {
    subject: 'Valuta i film di {{event}}',
    heading: 'Il tuo voto per il premio del pubblico',
    intro:
      'Grazie per essere venuto a {{event}}. Valuta i film in concorso con un clic: il link è solo tuo e funziona fino alla chiusura delle votazioni.',
    closes: 'Le votazioni si chiudono',
    vote: 'Valuta i film',
  },
  purchaseMail: {
    receipt: {
      subject: 'La tua ricevuta di {{company}}',
      heading: 'Grazie per il tuo acquisto',
      intro: 'Il tuo pagamento a {{company}} è stato completato.',
    },
    inProcess: {
      subject: 'Il tuo pagamento è in elaborazione',
      heading: 'Il tuo pagamento è in elaborazione',
      intro:
        'Il tuo pagamento a {{company}} è ancora in elaborazione. Ti avviseremo via email quando sarà completato.',
    },
    failed: {
      subject: 'Il tuo pagamento non è andato a buon fine',
      heading: 'Il tuo pagamento non è andato a buon fine',
      intro:
        "Il tuo pagamento a {{company}} non è andato a buon fine, quindi non è stato addebitato né prenotato nulla. Puoi acquistare di nuovo dalla pagina dell'evento quando vuoi.",
    },
    refund: {
      subject: 'Il tuo pagamento a {{company}} è stato rimborsato',
      heading: 'I tuoi posti non erano più liberi',
      intro:
        'Il tuo pagamento a {{company}} è arrivato dopo la fine della prenotazione dei posti, e i posti erano già stati presi. Non è stato prenotato nulla e il tuo pagamento è stato rimborsato per intero.',
      byStaff:
        'Il tuo pagamento a {{company}} è arrivato dopo la fine della prenotazione dei posti, e i posti erano già stati presi. Non è stato prenotato nulla e {{company}} ti rimborserà il pagamento per intero.',
      supersededHeading: 'Non ti abbiamo addebitato due volte',
      superseded:
        'Un pagamento a {{company}} che avevi lasciato a metà è andato a buon fine dopo un altro pagamento per lo stesso acquisto. Tieni ciò che hai acquistato una volta, e il pagamento in più è stato rimborsato per intero.',
      supersededByStaff:
        'Un pagamento a {{company}} che avevi lasciato a metà è andato a buon fine dopo un altro pagamento per lo stesso acquisto. Tieni ciò che hai acquistato una volta, e {{company}} ti rimborserà il pagamento in più per intero.',
      cancelledHeading: 'La tua prenotazione è stata annullata',
      cancelledIntro:
        '{{company}} ha annullato la tua prenotazione e i suoi posti. Il tuo pagamento è stato rimborsato per intero.',
      cancelledByStaff:
        '{{company}} ha annullato la tua prenotazione e i suoi posti, e ti rimborserà il pagamento per intero.',
    },
    staffRefund: {
      subject: '{{company}} ha rimborsato il tuo ordine',
      heading: 'Il tuo ordine è stato rimborsato',
      full: '{{company}} ha rimborsato il tuo ordine per intero. Ciò che ti dava termina ora.',
      partial: '{{company}} ha rimborsato una parte del tuo ordine. Conservi ciò che hai acquistato.',
      byHand: '{{company}} ti restituirà il denaro direttamente.',
      refunded: 'Importo rimborsato',
      reason: 'Motivo',
    },
    item: 'Cosa hai acquistato',
    seats: 'Posti',
    amountPaid: 'Importo pagato',
    amount: 'Importo',
    order: "Numero d'ordine",
    dashboard: 'Apri il tuo pannello',
  },
  requestMail: {
    subject: 'La tua richiesta a {{company}}',
    approved: {
      heading: 'La tua richiesta è stata approvata',
      intro:
        '{{company}} ha approvato la tua richiesta e rimborsato il tuo ordine. Un’altra email ti informa del rimborso.',
    },
    rejected: {
      heading: 'La tua richiesta è stata rifiutata',
      intro: '{{company}} ha rifiutato la tua richiesta.',
    },
    replied: {
      heading: '{{company}} ha risposto alla tua richiesta',
      intro: '{{company}} ha risposto alla tua richiesta.',
    },
    request: 'La tua richiesta',
    answer: 'Risposta',
  },
  subscriptionMail: {
    subject: 'Il tuo abbonamento a {{company}} è iniziato',
    heading: 'Benvenuto tra gli abbonati',
    intro: 'Grazie per esserti abbonato a {{plan}} su {{company}}. Il tuo abbonamento è attivo da ora.',
    introTrial:
      'Grazie per esserti abbonato a {{plan}} su {{company}}. La tua prova gratuita è iniziata: non ti viene addebitato nulla fino alla sua fine.',
    cancelNote:
      'Puoi annullarlo quando vuoi dalla tua area personale; l’abbonamento termina allora alla fine del periodo in corso.',
    plan: 'Piano',
    price: 'Prezzo',
    per: {
      month: '{{amount}} al mese',
      year: '{{amount}} all’anno',
    },
    trialEnds: 'Prova gratuita fino al',
    nextPayment: 'Prossimo pagamento',
    link: 'Gestisci il tuo abbonamento',
  },
  waitlistMail: {
    offer: {
      subject: 'Un posto a {{event}} è tuo',
      heading: 'Si è liberato un posto',
      intro:
        "Si è liberato un posto a {{event}} e sei il prossimo nella lista d'attesa di {{company}}. Te lo teniamo fino all'ora indicata qui sotto; dopo passa al prossimo in lista.",
      event: 'Evento',
      holdUntil: 'Riservato fino a',
      claim: 'Prendi il posto',
    },
  },
  trialReminder: {
    subject: 'La tua prova di {{company}} termina presto',
    heading: 'La tua prova termina tra tre giorni',
    intro:
      'La tua prova gratuita di {{plan}} su {{company}} termina presto. Poi la carta salvata verrà addebitata per il primo periodo.',
    plan: 'Piano',
    trialEnds: 'Fine della prova',
    amount: 'Poi, ogni periodo',
    cancelNote: 'Per non ricevere addebiti, annulla il tuo abbonamento dal tuo pannello.',
    link: 'Gestisci il tuo abbonamento',
  },
  paymentFrame: {
    challengeTitle: 'Verifica 3-D Secure di prova',
    challengeIntro: 'Questo è l’ambiente di prova: nessuna banca viene interpellata.',
    complete: 'Completa la verifica',
    fail: 'Fai fallire la verifica',
    completed: 'Verifica completata.',
    failed: 'Verifica non riuscita.',
    superseded:
      'Questo pagamento è stato annullato perché ne hai avviato uno nuovo. Non è stato addebitato nulla.',
    receiptTitle: 'Ricevuta (modalità di prova)',
    amountPaid: 'Importo pagato',
    order: "Numero d'ordine",
    paidOn: 'Pagato il',
  },
  invoicePdf: {
    heading: 'Fattura',
    number: 'Numero fattura',
    status: 'Stato',
    statuses: {
      paid: 'Pagata',
      due: 'Da pagare',
      draft: 'Bozza',
    },
    billedTo: 'Intestata a',
    plan: 'Piano',
    period: 'Periodo',
    total: 'Totale',
    created: 'Emessa',
    paidAt: 'Pagata il',
  },
  ticketPdf: {
    ticket: 'Biglietto',
    seats: 'Posti',
    venue: 'Luogo',
    directions: 'Indicazioni',
    booking: 'Prenotazione',
    doorCode: "Codice d'ingresso",
    notes: 'Per chi ha il biglietto',
  },
  errors: {
    companyTaken: 'Un altro sito usa già questo dominio o nome breve.',
    pageAddressTaken: 'Il sito usa già questo indirizzo per una delle sue pagine. Scegline un altro.',
    lastOwner: 'Un’azienda deve avere almeno un titolare.',
    alreadyStaff: 'Questo indirizzo fa già parte del team.',
    onlyOnDemandFirstWatch: 'Solo gli eventi on demand hanno una prima visione.',
    tooDeep: 'La richiesta annida liste o oggetti oltre {{depth}} livelli di profondità.',
  },
};
