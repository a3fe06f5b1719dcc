// Data protection: what data, why and with whom, retention, rights, contact and the supervisory
// authority of each country (Belgium's differs from France's and the Netherlands').
import { localize, tr } from '../text'
import { contactHref, type StaticPageText } from './page-text'

export const DATA_PROTECTION: StaticPageText = {
  id: 'data-protection',
  updatedAt: '2026-10-05',
  title: tr('Protection des données', 'Protección de datos', 'Gegevensbescherming', 'Protezione dei dati'),
  description: tr(
    'Quelles données personnelles Wanderweek utilise, pourquoi, combien de temps, et comment exercer vos droits.',
    'Qué datos personales utiliza Wanderweek, para qué, durante cuánto tiempo y cómo ejercer tus derechos.',
    'Welke persoonsgegevens Wanderweek gebruikt, waarvoor, hoe lang, en hoe je je rechten uitoefent.',
    'Quali dati personali utilizza Wanderweek, perché, per quanto tempo e come esercitare i tuoi diritti.',
  ),
  intro: tr(
    'Wanderweek, société au capital de 10 000 euros, est responsable du traitement des données personnelles collectées sur ce site. Cette page explique quelles données nous utilisons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
    'Wanderweek, sociedad con un capital social de 10.000 euros, es responsable del tratamiento de los datos personales recogidos en este sitio. Esta página explica qué datos utilizamos, para qué, cuánto tiempo los conservamos y cómo ejercer tus derechos.',
    'Wanderweek, een vennootschap met een maatschappelijk kapitaal van 10.000 euro, is verantwoordelijk voor de verwerking van de persoonsgegevens die via deze site verzameld worden. Op deze pagina lees je welke gegevens we gebruiken, waarvoor, hoe lang we ze bewaren en hoe je je rechten uitoefent.',
    'Wanderweek, società con capitale sociale di 10.000 euro, è titolare del trattamento dei dati personali raccolti su questo sito. Questa pagina spiega quali dati utilizziamo, perché, per quanto tempo li conserviamo e come esercitare i tuoi diritti.',
  ),
  sections: [
    {
      heading: tr('Les données que nous utilisons', 'Los datos que utilizamos', 'Welke gegevens we gebruiken', 'I dati che utilizziamo'),
      blocks: [
        {
          list: [
            tr(
              'votre identité et vos coordonnées : nom, adresse e-mail, téléphone, adresse de livraison d’un coffret ;',
              'tu identidad y tus datos de contacto: nombre, correo electrónico, teléfono, dirección de entrega de un cofre;',
              'je identiteit en contactgegevens: naam, e-mailadres, telefoonnummer, leveringsadres van een cadeaubox;',
              'la tua identità e i tuoi recapiti: nome, indirizzo e-mail, telefono, indirizzo di consegna di un cofanetto;',
            ),
            tr(
              'vos commandes : séjour, dates, voyageurs, et pour un cadeau le nom du bénéficiaire et votre message ;',
              'tus pedidos: estancia, fechas, viajeros y, si es un regalo, el nombre de quien lo recibe y tu mensaje;',
              'je bestellingen: verblijf, data, reizigers en, bij een cadeau, de naam van de ontvanger en je boodschap;',
              'i tuoi ordini: soggiorno, date, viaggiatori e, per un regalo, il nome del destinatario e il tuo messaggio;',
            ),
            tr(
              'vos échanges avec notre service client ;',
              'tus conversaciones con nuestro servicio de atención al cliente;',
              'je contacten met onze klantenservice;',
              'i tuoi scambi con il nostro servizio clienti;',
            ),
            tr(
              'vos données de navigation, selon vos choix en matière de cookies.',
              'tus datos de navegación, según lo que elijas sobre las cookies.',
              'je surfgegevens, volgens je keuzes over cookies.',
              'i tuoi dati di navigazione, secondo le tue scelte sui cookie.',
            ),
          ],
        },
        {
          p: tr(
            'Les données de votre carte bancaire sont saisies chez notre prestataire de paiement et ne nous sont jamais transmises.',
            'Los datos de tu tarjeta se introducen en la plataforma de nuestro proveedor de pago y nunca nos llegan.',
            'Je kaartgegevens vul je in bij onze betaalprovider; ze worden nooit aan ons doorgegeven.',
            'I dati della tua carta vengono inseriti presso il nostro fornitore di pagamento e non ci vengono mai trasmessi.',
          ),
        },
      ],
    },
    {
      heading: tr('Pourquoi et avec qui', 'Para qué y con quién', 'Waarvoor en met wie', 'Perché e con chi'),
      blocks: [
        {
          list: [
            tr(
              'traiter vos réservations et transmettre à l’hôtel ce dont il a besoin pour vous accueillir (exécution du contrat) ;',
              'gestionar tus reservas y facilitar al hotel lo que necesita para recibirte (ejecución del contrato);',
              'je boekingen afhandelen en het hotel doorgeven wat het nodig heeft om je te ontvangen (uitvoering van de overeenkomst);',
              'gestire le tue prenotazioni e trasmettere all’hotel ciò che gli serve per accoglierti (esecuzione del contratto);',
            ),
            tr(
              'répondre à vos demandes et prévenir la fraude au paiement (intérêt légitime) ;',
              'responder a tus solicitudes y prevenir el fraude en los pagos (interés legítimo);',
              'je vragen beantwoorden en betaalfraude voorkomen (gerechtvaardigd belang);',
              'rispondere alle tue richieste e prevenire le frodi nei pagamenti (legittimo interesse);',
            ),
            tr(
              'tenir notre comptabilité (obligation légale) ;',
              'llevar nuestra contabilidad (obligación legal);',
              'onze boekhouding voeren (wettelijke verplichting);',
              'tenere la nostra contabilità (obbligo di legge);',
            ),
            tr(
              'vous envoyer nos offres et mesurer l’audience du site, uniquement avec votre consentement.',
              'enviarte nuestras ofertas y medir la audiencia del sitio, solo con tu consentimiento.',
              'je onze aanbiedingen sturen en het bezoek aan de site meten, alleen met je toestemming.',
              'inviarti le nostre offerte e misurare l’audience del sito, solo con il tuo consenso.',
            ),
          ],
        },
        {
          p: tr(
            'Vos données sont destinées à nos équipes, à l’hôtel et aux prestataires d’activités de votre séjour, ainsi qu’à nos sous-traitants (paiement, hébergement informatique, envoi d’e-mails), tenus à la confidentialité. Nous ne vendons jamais vos données.',
            'Tus datos los reciben nuestros equipos, el hotel y los proveedores de actividades de tu estancia, así como nuestros encargados del tratamiento (pago, alojamiento informático, envío de correos), sujetos a confidencialidad. Nunca vendemos tus datos.',
            'Je gegevens gaan naar onze teams, naar het hotel en de aanbieders van activiteiten van je verblijf, en naar onze verwerkers (betaling, hosting, verzending van e-mails), die tot geheimhouding verplicht zijn. We verkopen je gegevens nooit.',
            'I tuoi dati sono destinati ai nostri team, all’hotel e ai fornitori di attività del tuo soggiorno, oltre che ai nostri responsabili del trattamento (pagamento, hosting, invio di e-mail), tenuti alla riservatezza. Non vendiamo mai i tuoi dati.',
          ),
        },
      ],
    },
    {
      heading: tr('Combien de temps', 'Durante cuánto tiempo', 'Hoe lang', 'Per quanto tempo'),
      blocks: [
        {
          list: [
            tr(
              'commandes : le temps de votre séjour, puis la durée imposée par nos obligations comptables et fiscales ;',
              'pedidos: el tiempo de tu estancia y, después, el plazo que exigen nuestras obligaciones contables y fiscales;',
              'bestellingen: de duur van je verblijf, daarna zo lang als onze boekhoudkundige en fiscale verplichtingen vereisen;',
              'ordini: per la durata del soggiorno, poi per il periodo imposto dai nostri obblighi contabili e fiscali;',
            ),
            tr(
              'compte client : supprimé après 3 ans sans activité ;',
              'cuenta de cliente: se elimina tras 3 años sin actividad;',
              'klantaccount: verwijderd na 3 jaar zonder activiteit;',
              'account cliente: cancellato dopo 3 anni di inattività;',
            ),
            tr(
              'échanges avec le service client : 3 ans ;',
              'conversaciones con atención al cliente: 3 años;',
              'contacten met de klantenservice: 3 jaar;',
              'scambi con il servizio clienti: 3 anni;',
            ),
            tr(
              'offres commerciales : jusqu’à votre désinscription, ou 3 ans après votre dernier contact.',
              'ofertas comerciales: hasta que te des de baja, o 3 años después de tu último contacto.',
              'commerciële aanbiedingen: tot je je uitschrijft, of 3 jaar na je laatste contact.',
              'offerte commerciali: fino alla tua disiscrizione, o 3 anni dopo il tuo ultimo contatto.',
            ),
          ],
        },
      ],
    },
    {
      heading: tr('Vos droits', 'Tus derechos', 'Je rechten', 'I tuoi diritti'),
      blocks: [
        {
          p: localize(
            tr(
              'Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter l’usage, les recevoir dans un format réutilisable et vous opposer à leur traitement, notamment à la prospection. Vous pouvez retirer votre consentement à tout moment et définir des directives sur le sort de vos données après votre décès.',
              'Puedes acceder a tus datos, rectificarlos o suprimirlos, limitar su uso, recibirlos en un formato reutilizable y oponerte a su tratamiento, en particular con fines comerciales. Puedes retirar tu consentimiento en cualquier momento.',
              'Je kunt je gegevens inzien, laten verbeteren of wissen, het gebruik ervan beperken, ze in een herbruikbaar formaat ontvangen en bezwaar maken tegen de verwerking, met name voor direct marketing. Je kunt je toestemming op elk moment intrekken.',
              'Puoi accedere ai tuoi dati, chiederne la rettifica o la cancellazione, limitarne l’uso, riceverli in un formato riutilizzabile e opporti al trattamento, in particolare per finalità commerciali. Puoi revocare il consenso in qualsiasi momento.',
            ),
            // Directives after death are a right of French law only.
            {
              fr_BE:
                'Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter l’usage, les recevoir dans un format réutilisable et vous opposer à leur traitement, notamment à la prospection. Vous pouvez retirer votre consentement à tout moment.',
            },
          ),
        },
      ],
    },
    {
      heading: tr('Nous contacter', 'Contacto', 'Contact', 'Contattaci'),
      blocks: [
        {
          p: tr(
            'Pour exercer vos droits ou poser une question sur vos données, écrivez-nous depuis la page contact en choisissant « Une autre question ». Nous vous répondons dans un délai d’un mois.',
            'Para ejercer tus derechos o hacer una pregunta sobre tus datos, escríbenos desde la página de contacto eligiendo «Otra pregunta». Te respondemos en el plazo de un mes.',
            'Om je rechten uit te oefenen of een vraag over je gegevens te stellen, schrijf je ons via de contactpagina met de keuze ‘Een andere vraag’. We antwoorden binnen een maand.',
            'Per esercitare i tuoi diritti o fare una domanda sui tuoi dati, scrivici dalla pagina contatti scegliendo «Un’altra domanda». Ti rispondiamo entro un mese.',
          ),
        },
        {
          p: localize(
            tr(
              'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés).',
              'Si consideras que no se respetan tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD).',
              'Vind je dat je rechten niet gerespecteerd worden, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
              'Se ritieni che i tuoi diritti non siano rispettati, puoi presentare un reclamo al Garante per la protezione dei dati personali.',
            ),
            {
              fr_BE:
                'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une plainte auprès de l’Autorité de protection des données (APD).',
              nl_BE:
                'Vind je dat je rechten niet gerespecteerd worden, dan kun je een klacht indienen bij de Gegevensbeschermingsautoriteit (GBA).',
            },
          ),
        },
      ],
      link: {
        label: tr(
          'Écrire au service client',
          'Escribir a atención al cliente',
          'Schrijf naar de klantenservice',
          'Scrivi al servizio clienti',
        ),
        href: contactHref('other'),
      },
    },
  ],
}
