import type { Texts } from './en.ts';

/** The server's texts in Spanish, saying "tú" to the reader as every Spanish text does. */
export const es: Texts = {
  loginCode: {
    subject: 'Tu código de acceso',
    body: 'Tu código para {{company}} es {{code}}. Es válido durante 10 minutos.',
    link: 'O inicia sesión con este enlace:',
    sms: 'Tu código de acceso es',
    linkOnlySubject: 'Tu enlace de acceso',
    linkOnlyBody:
      'Se escribieron demasiados códigos incorrectos para tu cuenta de {{company}}, así que este correo trae un enlace de acceso en lugar de un código. Es válido durante 10 minutos.',
    linkOnly: 'Inicia sesión con este enlace:',
  },
  staffMail: {
    roles: {
      owner: 'propietario',
      manager: 'gerente',
      box_office: 'taquilla',
    },
    invitation: {
      subject: 'Te invitan a gestionar {{company}}',
      heading: 'Únete al equipo',
      intro: 'Te han invitado a la administración de {{company}} con el rol {{role}}.',
      expiry: 'El enlace funciona una sola vez, durante 7 días.',
      replaces: 'Este enlace sustituye al que te enviamos antes, que ya no funciona.',
      accept: 'Aceptar la invitación',
    },
    code: {
      subject: 'Tu código de acceso a la administración',
      heading: 'Tu código de acceso',
      intro: 'Tu código es {{code}}. Es válido durante 10 minutos.',
      open: 'Inicia sesión con este enlace',
      linkOnlySubject: 'Tu enlace de acceso al panel de gestión',
      linkOnlyIntro:
        'Se escribieron demasiados códigos o contraseñas incorrectos para esta cuenta, así que este correo trae solo un enlace de acceso. Es válido durante 10 minutos.',
    },
  },
  accountDeleted: {
    subject: 'Tu cuenta en {{company}} se eliminó',
    heading: 'Tu cuenta se eliminó',
    intro:
      'Como pediste, tu cuenta en {{company}} se eliminó: se borraron tu nombre, dirección, teléfono, contraseña y lo que escribiste en el chat, y se cerró tu sesión en todas partes.',
    kept: 'Tus compras se quedan en las cuentas del organizador para facturas y contabilidad (importes, fechas, números de pedido), ya sin tu nombre.',
    visit: 'Visitar {{company}}',
  },
  chatInvitation: {
    subject: 'Te invitamos a la sala de chat de {{event}}',
    heading: 'Únete a la sala de chat',
    greeting: 'Hola, {{name}}:',
    intro: '{{company}} te invita a la sala de chat de {{event}} para conocer al resto de su público.',
    once: 'El enlace funciona una sola vez e inicia sesión con esta dirección.',
    expiry: 'Funciona hasta el {{date}}.',
    join: 'Unirme a la sala de chat',
  },
  ballotMail: {
    subject: 'Valora las películas de {{event}}',
    heading: 'Tu voto para el premio del público',
    intro:
      'Gracias por venir a {{event}}. Valora sus películas en competición con un clic: el enlace es solo tuyo y funciona hasta que se cierre la votación.',
    closes: 'La votación se cierra',
    vote: 'Valorar las películas',
  },
  purchaseMail: {
    receipt: {
      subject: 'Tu recibo de {{company}}',
      heading: 'Gracias por tu compra',
      intro: 'Tu pago a {{company}} se ha completado.',
    },
    inProcess: {
      subject: 'Tu pago se está procesando',
      heading: 'Tu pago se está procesando',
      intro:
        'Tu pago a {{company}} todavía está en proceso. Te avisaremos por correo electrónico cuando se complete.',
    },
    failed: {
      subject: 'Tu pago no se realizó',
      heading: 'Tu pago no se realizó',
      intro:
        'Tu pago a {{company}} no se realizó, así que no se cobró ni se reservó nada. Puedes volver a comprar desde la página del evento cuando quieras.',
    },
    refund: {
      subject: 'Tu pago a {{company}} ha sido reembolsado',
      heading: 'Tus asientos ya no estaban libres',
      intro:
        'Tu pago a {{company}} llegó después de que terminara tu reserva de asientos, y los asientos ya estaban ocupados. No se reservó nada y tu pago ha sido reembolsado por completo.',
      byStaff:
        'Tu pago a {{company}} llegó después de que terminara tu reserva de asientos, y los asientos ya estaban ocupados. No se reservó nada y {{company}} te reembolsará el pago por completo.',
      supersededHeading: 'No se te cobró dos veces',
      superseded:
        'Un pago a {{company}} que dejaste sin terminar se realizó después de otro pago por la misma compra. Conservas lo que compraste una vez, y el pago de más ha sido reembolsado por completo.',
      supersededByStaff:
        'Un pago a {{company}} que dejaste sin terminar se realizó después de otro pago por la misma compra. Conservas lo que compraste una vez, y {{company}} te reembolsará el pago de más por completo.',
      cancelledHeading: 'Tu reserva ha sido cancelada',
      cancelledIntro:
        '{{company}} canceló tu reserva y sus asientos. Tu pago ha sido reembolsado por completo.',
      cancelledByStaff:
        '{{company}} canceló tu reserva y sus asientos, y te reembolsará el pago por completo.',
    },
    staffRefund: {
      subject: '{{company}} reembolsó tu pedido',
      heading: 'Tu pedido ha sido reembolsado',
      full: '{{company}} reembolsó tu pedido por completo. Lo que te daba termina ahora.',
      partial: '{{company}} reembolsó una parte de tu pedido. Conservas lo que compraste.',
      byHand: '{{company}} te devolverá el dinero directamente.',
      refunded: 'Importe reembolsado',
      reason: 'Motivo',
    },
    item: 'Lo que compraste',
    seats: 'Asientos',
    amountPaid: 'Importe pagado',
    amount: 'Importe',
    order: 'Número de pedido',
    dashboard: 'Abre tu panel',
  },
  requestMail: {
    subject: 'Tu solicitud a {{company}}',
    approved: {
      heading: 'Tu solicitud fue aprobada',
      intro: '{{company}} aprobó tu solicitud y reembolsó tu pedido. Otro correo te informa del reembolso.',
    },
    rejected: { heading: 'Tu solicitud fue rechazada', intro: '{{company}} rechazó tu solicitud.' },
    replied: {
      heading: '{{company}} respondió a tu solicitud',
      intro: '{{company}} respondió a tu solicitud.',
    },
    request: 'Tu solicitud',
    answer: 'Respuesta',
  },
  subscriptionMail: {
    subject: 'Tu suscripción a {{company}} ha comenzado',
    heading: 'Te damos la bienvenida',
    intro: 'Gracias por suscribirte a {{plan}} en {{company}}. Tu suscripción ya está activa.',
    introTrial:
      'Gracias por suscribirte a {{plan}} en {{company}}. Tu prueba gratuita ha comenzado: no se cobra nada hasta que termine.',
    cancelNote:
      'Puedes cancelarla cuando quieras en tu panel; la suscripción termina entonces al final del periodo que tienes.',
    plan: 'Plan',
    price: 'Precio',
    per: {
      month: '{{amount}} al mes',
      year: '{{amount}} al año',
    },
    trialEnds: 'Prueba gratuita hasta',
    nextPayment: 'Próximo pago',
    link: 'Gestionar tu suscripción',
  },
  waitlistMail: {
    offer: {
      subject: 'Hay una plaza para ti en {{event}}',
      heading: 'Se ha liberado una plaza',
      intro:
        'Se ha liberado una plaza en {{event}} y eres la siguiente persona en la lista de espera de {{company}}. Te la guardamos hasta la hora indicada abajo; después pasa a la siguiente persona de la lista.',
      event: 'Evento',
      holdUntil: 'Reservada hasta',
      claim: 'Quiero la plaza',
    },
  },
  trialReminder: {
    subject: 'Tu prueba de {{company}} termina pronto',
    heading: 'Tu prueba termina en tres días',
    intro:
      'Tu prueba gratuita de {{plan}} en {{company}} termina pronto. Después se cobrará el primer periodo a tu tarjeta guardada.',
    plan: 'Plan',
    trialEnds: 'La prueba termina',
    amount: 'Después, cada periodo',
    cancelNote: 'Si no quieres que se te cobre, cancela tu suscripción en tu panel.',
    link: 'Gestiona tu suscripción',
  },
  paymentFrame: {
    challengeTitle: 'Verificación 3-D Secure de prueba',
    challengeIntro: 'Este es el entorno de pruebas: no se consulta a ningún banco.',
    complete: 'Completar la verificación',
    fail: 'Hacer fallar la verificación',
    completed: 'Verificación completada.',
    failed: 'La verificación falló.',
    superseded: 'Este pago se canceló porque iniciaste uno nuevo. No se cobró nada por él.',
    receiptTitle: 'Recibo (modo de prueba)',
    amountPaid: 'Importe pagado',
    order: 'Número de pedido',
    paidOn: 'Pagado el',
  },
  invoicePdf: {
    heading: 'Factura',
    number: 'Número de factura',
    status: 'Estado',
    statuses: {
      paid: 'Pagada',
      due: 'Pendiente',
      draft: 'Borrador',
    },
    billedTo: 'Facturada a',
    plan: 'Plan',
    period: 'Periodo',
    total: 'Total',
    created: 'Emitida',
    paidAt: 'Pagada el',
  },
  ticketPdf: {
    ticket: 'Entrada',
    seats: 'Asientos',
    venue: 'Lugar',
    directions: 'Cómo llegar',
    booking: 'Reserva',
    doorCode: 'Código de entrada',
    notes: 'Para quienes tienen entrada',
  },
  errors: {
    companyTaken: 'Otro sitio ya usa este dominio o nombre corto.',
    pageAddressTaken: 'El sitio ya usa esta dirección para una de sus propias páginas. Elige otra.',
    lastOwner: 'Una empresa necesita al menos un propietario.',
    alreadyStaff: 'Esta dirección ya forma parte del equipo.',
    onlyOnDemandFirstWatch: 'Solo los eventos bajo demanda tienen una primera reproducción.',
    tooDeep: 'La solicitud anida listas u objetos a más de {{depth}} niveles de profundidad.',
  },
};
