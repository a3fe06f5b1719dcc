// Partner sign-up: hotels joining the marketplace (site-wide §1: partners are addressed only
// through the footer link), how it works, terms, and how to get in touch (the contact page).
import { tr } from '../text'
import { contactHref, type StaticPageText } from './page-text'

export const PARTNER_SIGNUP: StaticPageText = {
  id: 'partner-signup',
  updatedAt: '2026-05-20',
  title: tr('Hôteliers : devenez partenaire', 'Hoteles: hazte socio', 'Hoteliers: word partner', 'Albergatori: diventa partner'),
  description: tr(
    'Hôtels de charme, maisons d’hôtes, domaines : proposez vos séjours avec activités aux voyageurs de Wanderweek dans cinq pays.',
    'Hoteles con encanto, casas rurales, fincas: ofrece tus escapadas con actividades a los viajeros de Wanderweek en cinco países.',
    'Sfeervolle hotels, B&B’s, landgoederen: bied je verblijven met activiteiten aan de reizigers van Wanderweek in vijf landen aan.',
    'Hotel di charme, B&B, tenute: proponi i tuoi soggiorni con attività ai viaggiatori di Wanderweek in cinque paesi.',
  ),
  intro: tr(
    'Vous dirigez un hôtel de charme, une maison d’hôtes ou un établissement indépendant ? Rejoignez Wanderweek et proposez vos séjours avec activités aux voyageurs de France, d’Espagne, de Belgique, des Pays-Bas et d’Italie.',
    '¿Diriges un hotel con encanto, una casa rural o un alojamiento independiente? Únete a Wanderweek y ofrece tus escapadas con actividades a viajeros de España, Francia, Bélgica, los Países Bajos e Italia.',
    'Heb je een sfeervol hotel, een B&B of een onafhankelijk logies? Word partner van Wanderweek en bied je verblijven met activiteiten aan reizigers uit Nederland, België, Frankrijk, Spanje en Italië aan.',
    'Gestisci un hotel di charme, un B&B o una struttura indipendente? Entra in Wanderweek e proponi i tuoi soggiorni con attività ai viaggiatori di Italia, Francia, Spagna, Belgio e Paesi Bassi.',
  ),
  sections: [
    {
      heading: tr('Qui nous recherchons', 'A quién buscamos', 'Wie we zoeken', 'Chi cerchiamo'),
      blocks: [
        {
          p: tr(
            'Des établissements qui ont une histoire à raconter : hôtels indépendants ou de petits groupes, maisons d’hôtes, domaines, avec un restaurant, un spa ou des activités à proximité, comme une randonnée, une dégustation ou une balade à vélo.',
            'Alojamientos con una historia que contar: hoteles independientes o de pequeñas cadenas, casas rurales, fincas, con restaurante, spa o actividades cerca, como una ruta de senderismo, una cata o un paseo en bicicleta.',
            'Logies met een verhaal: onafhankelijke hotels of kleine hotelgroepen, B&B’s en landgoederen, met een restaurant, een spa of activiteiten in de buurt, zoals een wandeling, een proeverij of een fietstocht.',
            'Strutture con una storia da raccontare: hotel indipendenti o di piccoli gruppi, B&B, tenute, con un ristorante, una spa o attività nei dintorni, come un’escursione, una degustazione o un giro in bicicletta.',
          ),
        },
        {
          p: tr(
            'L’accueil et la propreté comptent autant que le cadre : après chaque séjour, nos clients donnent leur avis, et nous le suivons avec vous.',
            'La acogida y la limpieza cuentan tanto como el entorno: después de cada estancia, nuestros clientes dan su opinión, y la revisamos contigo.',
            'Gastvrijheid en netheid tellen even zwaar als de omgeving: na elk verblijf geven onze klanten hun mening, en die volgen we samen met jou op.',
            'Accoglienza e pulizia contano quanto la posizione: dopo ogni soggiorno i nostri clienti lasciano una recensione, che seguiamo insieme a te.',
          ),
        },
      ],
    },
    {
      heading: tr('Comment ça marche', 'Cómo funciona', 'Hoe het werkt', 'Come funziona'),
      blocks: [
        {
          list: [
            tr(
              'Ensemble, nous composons vos offres : la nuit, le petit-déjeuner et une ou plusieurs prestations (dîner, soin, activité).',
              'Juntos preparamos tus ofertas: la noche, el desayuno y uno o varios servicios (cena, tratamiento, actividad).',
              'Samen stellen we je aanbiedingen samen: de overnachting, het ontbijt en een of meer extra’s (diner, behandeling, activiteit).',
              'Insieme componiamo le tue offerte: la notte, la colazione e uno o più servizi (cena, trattamento, attività).',
            ),
            tr(
              'Vous gérez vos disponibilités et vos prix, directement ou via votre channel manager.',
              'Tú gestionas tu disponibilidad y tus precios, directamente o a través de tu channel manager.',
              'Je beheert je beschikbaarheid en prijzen zelf, rechtstreeks of via je channelmanager.',
              'Gestisci tu disponibilità e prezzi, direttamente o tramite il tuo channel manager.',
            ),
            tr(
              'Nous présentons vos offres sur nos six sites, en quatre langues, ainsi que dans nos séjours cadeaux et nos coffrets.',
              'Presentamos tus ofertas en nuestros seis sitios, en cuatro idiomas, y también en nuestras escapadas para regalar y nuestros cofres.',
              'We tonen je aanbiedingen op onze zes sites, in vier talen, en ook in onze cadeauverblijven en cadeauboxen.',
              'Presentiamo le tue offerte sui nostri sei siti, in quattro lingue, oltre che nei nostri soggiorni regalo e cofanetti.',
            ),
            tr(
              'Nous encaissons les paiements, et notre service client accompagne les voyageurs jusqu’à leur arrivée.',
              'Nosotros cobramos los pagos, y nuestro servicio de atención al cliente acompaña a los viajeros hasta su llegada.',
              'Wij innen de betalingen, en onze klantenservice begeleidt de reizigers tot hun aankomst.',
              'Incassiamo noi i pagamenti, e il nostro servizio clienti segue i viaggiatori fino al loro arrivo.',
            ),
          ],
        },
      ],
    },
    {
      heading: tr('Conditions financières', 'Condiciones económicas', 'Financiële voorwaarden', 'Condizioni economiche'),
      blocks: [
        {
          p: tr(
            'L’inscription est gratuite et sans abonnement : Wanderweek est rémunéré par une commission sur les séjours vendus. Vous êtes payé après le séjour de chaque client, y compris lorsqu’il réserve avec un bon cadeau.',
            'El alta es gratuita y sin cuota: Wanderweek cobra una comisión sobre las estancias vendidas. Recibes el pago después de la estancia de cada cliente, también cuando reserva con un bono regalo.',
            'Aansluiten is gratis en zonder abonnement: Wanderweek ontvangt een commissie op de verkochte verblijven. Je wordt betaald na het verblijf van elke klant, ook als die met een cadeaubon boekt.',
            'L’iscrizione è gratuita e senza abbonamento: Wanderweek è remunerata con una commissione sui soggiorni venduti. Ricevi il pagamento dopo il soggiorno di ogni cliente, anche quando prenota con un buono regalo.',
          ),
        },
      ],
    },
    {
      heading: tr('Rejoindre Wanderweek', 'Únete a Wanderweek', 'Partner worden', 'Entrare in Wanderweek'),
      blocks: [
        {
          list: [
            tr(
              'Écrivez-nous depuis la page contact en choisissant « Une autre question » : indiquez le nom de votre établissement, sa ville, son nombre de chambres et l’adresse de votre site.',
              'Escríbenos desde la página de contacto eligiendo «Otra pregunta»: indica el nombre de tu alojamiento, su ciudad, su número de habitaciones y la dirección de tu web.',
              'Schrijf ons via de contactpagina met de keuze ‘Een andere vraag’: vermeld de naam van je logies, de plaats, het aantal kamers en het adres van je website.',
              'Scrivici dalla pagina contatti scegliendo «Un’altra domanda»: indica il nome della struttura, la città, il numero di camere e l’indirizzo del tuo sito.',
            ),
            tr(
              'Un membre de notre équipe partenaires vous rappelle pour faire connaissance et imaginer vos offres.',
              'Una persona de nuestro equipo de socios te llama para conocerte y preparar tus ofertas.',
              'Iemand van ons partnerteam belt je terug om kennis te maken en je aanbiedingen uit te werken.',
              'Una persona del nostro team partner ti richiama per conoscerti e ideare le tue offerte.',
            ),
            tr(
              'Une fois le contrat signé, vos offres sont mises en ligne, en général sous deux semaines.',
              'Una vez firmado el contrato, tus ofertas se publican, normalmente en dos semanas.',
              'Zodra het contract getekend is, komen je aanbiedingen online, meestal binnen twee weken.',
              'Una volta firmato il contratto, le tue offerte vanno online, di solito entro due settimane.',
            ),
          ],
        },
      ],
      link: { label: tr('Devenir partenaire', 'Hazte socio', 'Word partner', 'Diventa partner'), href: contactHref('other') },
    },
  ],
}
