// Texts of the CMS documents (homepages, banners, gift blocks, ideas page) per language.
import { tr, type Tr } from './text'

export const CMS = {
  seoTitle: {
    booking: tr(
      'Week-ends et courts séjours à prix doux',
      'Escapadas y fines de semana a buen precio',
      'Weekendjes weg en korte vakanties',
      'Weekend e brevi soggiorni a prezzi convenienti',
    ),
    gifting: tr(
      'Idées cadeaux : séjours et coffrets week-end',
      'Ideas de regalo: escapadas y cofres',
      'Cadeau-ideeën: weekendjes en cadeauboxen',
      'Idee regalo: soggiorni e cofanetti weekend',
    ),
    hotel: tr(
      'Hôtels de charme pour un week-end',
      'Hoteles con encanto para un fin de semana',
      'Sfeervolle hotels voor een weekend',
      'Hotel di charme per un weekend',
    ),
    activity: tr(
      'Activités et expériences à offrir',
      'Actividades y experiencias para regalar',
      'Activiteiten en belevenissen om cadeau te doen',
      'Attività ed esperienze da regalare',
    ),
  },
  seoDescription: {
    booking: tr(
      'Plus de 5 000 séjours avec activités, dîners et spa dans les plus belles régions, réservés en quelques clics.',
      'Más de 5.000 escapadas con actividades, cenas y spa en las regiones más bonitas, reservadas en pocos clics.',
      'Meer dan 5.000 verblijven met activiteiten, diners en spa in de mooiste streken, snel geboekt.',
      'Oltre 5.000 soggiorni con attività, cene e spa nelle regioni più belle, prenotati in pochi clic.',
    ),
    gifting: tr(
      'Offrez un séjour ou un coffret : le bénéficiaire choisit sa date et son adresse.',
      'Regale una escapada o un cofre: quien lo recibe elige fecha y alojamiento.',
      'Geef een verblijf of cadeaubox: de ontvanger kiest zelf datum en adres.',
      'Regalate un soggiorno o un cofanetto: chi lo riceve sceglie data e struttura.',
    ),
    hotel: tr(
      'Des hôtels sélectionnés pour leur charme, leur accueil et leur cadre.',
      'Hoteles seleccionados por su encanto, su trato y su entorno.',
      'Hotels geselecteerd op sfeer, gastvrijheid en ligging.',
      'Hotel selezionati per il loro fascino, l’accoglienza e la posizione.',
    ),
    activity: tr(
      'Massages, vols en montgolfière, dégustations : des expériences à vivre ou à offrir.',
      'Masajes, vuelos en globo, catas: experiencias para vivir o regalar.',
      'Massages, ballonvaarten, proeverijen: belevenissen om te beleven of te geven.',
      'Massaggi, voli in mongolfiera, degustazioni: esperienze da vivere o regalare.',
    ),
  },
  jumbotronTitle: {
    booking: tr(
      'Votre prochain week-end commence ici',
      'Tu próxima escapada empieza aquí',
      'Je volgende weekendje weg begint hier',
      'Il tuo prossimo weekend inizia qui',
    ),
    gifting: tr(
      'Offrez des souvenirs, pas des objets',
      'Regala recuerdos, no objetos',
      'Geef herinneringen, geen spullen',
      'Regala ricordi, non oggetti',
    ),
    hotel: tr(
      'Des hôtels qui donnent envie de partir',
      'Hoteles que invitan a viajar',
      'Hotels waar je meteen naartoe wilt',
      'Hotel che fanno venire voglia di partire',
    ),
    activity: tr(
      'Des expériences à vivre près de chez vous',
      'Experiencias para vivir cerca de ti',
      'Belevenissen dicht bij huis',
      'Esperienze da vivere vicino a te',
    ),
  },
  /** The booking homepage's countdown to the end of the winter sale. */
  countdownLabel: tr(
    'Les offres d’hiver se terminent dans',
    'Las ofertas de invierno terminan en',
    'De winteraanbiedingen eindigen over',
    'Le offerte d’inverno terminano tra',
  ),
  jumbotronSubtitle: {
    booking: tr(
      'Nuit, petit-déjeuner et activités inclus, au meilleur prix.',
      'Noche, desayuno y actividades incluidos, al mejor precio.',
      'Overnachting, ontbijt en activiteiten inbegrepen, tegen de beste prijs.',
      'Notte, colazione e attività incluse, al miglior prezzo.',
    ),
    gifting: tr(
      'Séjours, coffrets et cartes cadeaux valables 18 mois.',
      'Escapadas, cofres y tarjetas regalo válidos 18 meses.',
      'Verblijven, cadeauboxen en cadeaukaarten, 18 maanden geldig.',
      'Soggiorni, cofanetti e carte regalo validi 18 mesi.',
    ),
    hotel: tr(
      'Réservez directement la chambre qui vous ressemble.',
      'Reserve directamente la habitación que le gusta.',
      'Boek meteen de kamer die bij je past.',
      'Prenota direttamente la camera che fa per te.',
    ),
    activity: tr(
      'Spa, gastronomie, sensations : à partir de 20 €.',
      'Spa, gastronomía, emociones: desde 20 €.',
      'Spa, lekker eten, sensatie: vanaf € 20.',
      'Spa, gastronomia, emozioni: a partire da 20 €.',
    ),
  },
  ctaSearch: tr('Trouver un séjour', 'Buscar una escapada', 'Zoek een verblijf', 'Trova un soggiorno'),
  ctaGift: tr('Offrir un séjour', 'Regalar una escapada', 'Geef een verblijf cadeau', 'Regala un soggiorno'),
  ctaActivities: tr('Voir les activités', 'Ver las actividades', 'Bekijk de activiteiten', 'Vedi le attività'),
  themesTitle: tr('Nos idées de week-end', 'Nuestras ideas de escapada', 'Onze weekendideeën', 'Le nostre idee weekend'),
  destinationsTitle: tr('Destinations populaires', 'Destinos populares', 'Populaire bestemmingen', 'Destinazioni popolari'),
  offersTitle: tr(
    'Nos meilleures offres du moment',
    'Nuestras mejores ofertas del momento',
    'Onze beste aanbiedingen van het moment',
    'Le nostre migliori offerte del momento',
  ),
  reassurance: [
    tr('Paiement 100 % sécurisé', 'Pago 100 % seguro', '100% veilig betalen', 'Pagamento sicuro al 100%'),
    tr(
      'Modification gratuite jusqu’à 2 jours avant',
      'Cambio gratuito hasta 2 días antes',
      'Gratis wijzigen tot 2 dagen vooraf',
      'Modifica gratuita fino a 2 giorni prima',
    ),
    tr(
      'Service client à votre écoute',
      'Atención al cliente a su disposición',
      'Klantenservice staat voor je klaar',
      'Servizio clienti sempre disponibile',
    ),
  ],
  promoSpa: tr(
    'Jusqu’à -25 % sur les séjours spa',
    'Hasta -25 % en escapadas spa',
    'Tot -25% op spaverblijven',
    'Fino al -25% sui soggiorni spa',
  ),
  promoGift: tr(
    'Noël approche : offrez un séjour',
    'Se acerca la Navidad: regala una escapada',
    'Kerst komt eraan: geef een verblijf cadeau',
    'Natale si avvicina: regala un soggiorno',
  ),
  announcementHome: tr(
    'Ventes d’hiver : jusqu’à -30 % sur une sélection de week-ends',
    'Rebajas de invierno: hasta -30 % en una selección de escapadas',
    'Winterkoopjes: tot -30% op een selectie weekendjes',
    'Saldi d’inverno: fino al -30% su una selezione di weekend',
  ),
  announcementSearch: tr(
    'Réservez sereinement : modification gratuite jusqu’à 2 jours avant l’arrivée',
    'Reserve con tranquilidad: cambio gratuito hasta 2 días antes de la llegada',
    'Boek zorgeloos: gratis wijzigen tot 2 dagen voor aankomst',
    'Prenota in tranquillità: modifica gratuita fino a 2 giorni prima dell’arrivo',
  ),
  announcementProduct: tr(
    'Paiement en 3 ou 4 fois disponible dès 200 €',
    'Pago en 3 o 4 plazos disponible desde 200 €',
    'Betalen in 3 of 4 termijnen vanaf € 200',
    'Pagamento in 3 o 4 rate disponibile da 200 €',
  ),
  giftBlocks: [
    {
      title: tr('Coffrets cadeaux', 'Cofres regalo', 'Cadeauboxen', 'Cofanetti regalo'),
      subtitle: tr(
        'Un thème, des centaines d’adresses',
        'Un tema, cientos de alojamientos',
        'Eén thema, honderden adressen',
        'Un tema, centinaia di indirizzi',
      ),
    },
    {
      title: tr('Bons séjour', 'Bonos de escapada', 'Verblijfsbonnen', 'Buoni soggiorno'),
      subtitle: tr(
        'Offrez le séjour de votre choix',
        'Regale la escapada que prefiera',
        'Geef het verblijf van je keuze',
        'Regalate il soggiorno che preferite',
      ),
    },
    {
      title: tr('Carte cadeau', 'Tarjeta regalo', 'Cadeaukaart', 'Carta regalo'),
      subtitle: tr(
        'Le montant de votre choix, valable un an et demi',
        'El importe que quiera, válida un año y medio',
        'Bedrag naar keuze, anderhalf jaar geldig',
        'L’importo che preferite, valida un anno e mezzo',
      ),
    },
    {
      title: tr('Activités à offrir', 'Actividades para regalar', 'Activiteiten om te geven', 'Attività da regalare'),
      subtitle: tr(
        'Un massage, un atelier, une balade : sans nuit d’hôtel',
        'Un masaje, un taller, un paseo: sin noche de hotel',
        'Een massage, een workshop, een tocht: zonder hotelnacht',
        'Un massaggio, un laboratorio, una gita: senza notte in hotel',
      ),
    },
  ],
  boxBlockTitle: tr('Nos coffrets cadeaux', 'Nuestros cofres regalo', 'Onze cadeauboxen', 'I nostri cofanetti regalo'),
  boxBlockSubtitle: tr(
    'Le cadeau idéal : le bénéficiaire choisit sa date et son hôtel.',
    'El regalo ideal: quien lo recibe elige fecha y hotel.',
    'Het ideale cadeau: de ontvanger kiest datum en hotel.',
    'Il regalo ideale: chi lo riceve sceglie data e hotel.',
  ),
  boxBlockButton: tr('Voir tous les coffrets', 'Ver todos los cofres', 'Alle cadeauboxen bekijken', 'Vedi tutti i cofanetti'),
  familyBannerTitle: tr('Vous partez en famille ?', '¿Viaja en familia?', 'Op pad met het gezin?', 'Partite in famiglia?'),
  familyBannerText: tr(
    'Découvrez nos séjours pensés pour les enfants.',
    'Descubra nuestras escapadas pensadas para los niños.',
    'Ontdek onze verblijven op maat van kinderen.',
    'Scoprite i nostri soggiorni pensati per i bambini.',
  ),
  petsBannerTitle: tr(
    'Votre animal vous accompagne ?',
    '¿Viaja con su mascota?',
    'Gaat je huisdier mee?',
    'Viaggiate con il vostro animale?',
  ),
  petsBannerText: tr(
    'Des hôtels où votre compagnon est le bienvenu.',
    'Hoteles donde su mascota es bienvenida.',
    'Hotels waar je huisdier welkom is.',
    'Hotel dove il vostro animale è il benvenuto.',
  ),
  familyBannerCta: tr(
    'Voir les séjours en famille',
    'Ver las escapadas en familia',
    'Bekijk de gezinsverblijven',
    'Vedi i soggiorni in famiglia',
  ),
  petsBannerCta: tr(
    'Voir les hôtels qui accueillent les animaux',
    'Ver los hoteles que admiten mascotas',
    'Bekijk de huisdiervriendelijke hotels',
    'Vedi gli hotel che accettano animali',
  ),
  ideasTitle: tr('Idées de week-end', 'Ideas de escapada', 'Weekendideeën', 'Idee per il weekend'),
  ideasSections: [
    { title: tr('En amoureux', 'En pareja', 'Met z’n tweeën', 'In coppia'), themes: [31, 32, 33, 43, 49] },
    {
      title: tr('En famille ou entre amis', 'En familia o con amigos', 'Met het gezin of met vrienden', 'In famiglia o tra amici'),
      themes: [39, 50, 35, 46],
    },
    { title: tr('Au grand air', 'Al aire libre', 'In de buitenlucht', "All'aria aperta"), themes: [36, 41, 42, 47, 48] },
    { title: tr('Culture et saveurs', 'Cultura y sabores', 'Cultuur en smaken', 'Cultura e sapori'), themes: [37, 44, 34, 38, 45] },
  ],
  ideasCityTitle: tr(
    'Les villes préférées de nos voyageurs',
    'Las ciudades favoritas de nuestros viajeros',
    'De favoriete steden van onze reizigers',
    'Le città preferite dai nostri viaggiatori',
  ),
  ideasRegionsTitle: tr('Partir par région', 'Escapadas por región', 'Op pad per regio', 'Partire per regione'),
  ideaCardText: tr(
    '{count} séjours à découvrir',
    '{count} escapadas por descubrir',
    '{count} verblijven om te ontdekken',
    '{count} soggiorni da scoprire',
  ),
  cityCardText: tr(
    'Week-ends à {city} et alentours',
    'Escapadas en {city} y alrededores',
    'Weekendjes in {city} en omgeving',
    'Weekend a {city} e dintorni',
  ),
} satisfies Record<string, unknown>

export type { Tr }
