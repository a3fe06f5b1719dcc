// Localised texts of stays and their program lines, from phrase banks per language.
import type { Language } from '../../../shared/sites'
import { fill } from './text'

type Bank = Readonly<Record<Language, readonly string[]>>
type One = Readonly<Record<Language, string>>

/** Label variants per stay template ({activity}, {city}). */
export const STAY_LABELS: Readonly<Record<string, Bank>> = {
  romantic: {
    fr: ['Escapade romantique avec dîner aux chandelles', 'Week-end en amoureux avec dîner et champagne', 'Parenthèse romantique à {city}'],
    es: ['Escapada romántica con cena a la luz de las velas', 'Fin de semana en pareja con cena y cava', 'Escapada romántica en {city}'],
    nl: ['Romantisch weekend met diner bij kaarslicht', "Weekendje met z'n tweeën met diner en bubbels", 'Romantisch uitje in {city}'],
    it: ['Fuga romantica con cena a lume di candela', 'Weekend di coppia con cena e bollicine', 'Fuga romantica a {city}'],
  },
  spa: {
    fr: ['Week-end détente avec {activity}', 'Séjour bien-être avec {activity}', 'Pause spa à {city}'],
    es: ['Escapada relax con {activity}', 'Fin de semana de bienestar con {activity}', 'Escapada spa en {city}'],
    nl: ['Ontspannend weekend met {activity}', 'Wellnessverblijf met {activity}', 'Spa-uitje in {city}'],
    it: ['Weekend relax con {activity}', 'Soggiorno benessere con {activity}', 'Pausa spa a {city}'],
  },
  gourmet: {
    fr: ['Escapade gourmande avec dîner gastronomique', 'Week-end gastronomique à {city}', 'Séjour gourmand avec dîner'],
    es: ['Escapada gastronómica con cena degustación', 'Fin de semana gastronómico en {city}', 'Estancia gourmet con cena'],
    nl: ['Culinair weekend met gastronomisch diner', 'Gastronomisch weekend in {city}', 'Smulverblijf met diner'],
    it: ['Fuga gourmet con cena gastronomica', 'Weekend gastronomico a {city}', 'Soggiorno goloso con cena'],
  },
  wine: {
    fr: ['Week-end œnologique avec {activity}', 'Escapade dans les vignes avec {activity}', 'Séjour vin et terroir'],
    es: ['Escapada enológica con {activity}', 'Fin de semana entre viñedos con {activity}', 'Estancia de vino y tradición'],
    nl: ['Wijnweekend met {activity}', 'Uitje tussen de wijngaarden met {activity}', 'Verblijf rond wijn en streekproducten'],
    it: ['Weekend enologico con {activity}', 'Fuga tra i vigneti con {activity}', 'Soggiorno tra vino e territorio'],
  },
  family: {
    fr: ['Week-end en famille avec {activity}', 'Escapade familiale avec {activity}', 'Séjour en famille à {city}'],
    es: ['Fin de semana en familia con {activity}', 'Escapada familiar con {activity}', 'Estancia en familia en {city}'],
    nl: ['Weekend met het gezin met {activity}', 'Gezinsuitje met {activity}', 'Gezinsverblijf in {city}'],
    it: ['Weekend in famiglia con {activity}', 'Vacanza in famiglia con {activity}', 'Soggiorno in famiglia a {city}'],
  },
  adventure: {
    fr: ['Week-end aventure avec {activity}', 'Escapade nature avec {activity}', 'Séjour sensations avec {activity}'],
    es: ['Escapada de aventura con {activity}', 'Escapada a la naturaleza con {activity}', 'Fin de semana de emociones con {activity}'],
    nl: ['Avontuurlijk weekend met {activity}', 'Natuuruitje met {activity}', 'Sensationeel weekend met {activity}'],
    it: ['Weekend avventura con {activity}', 'Fuga nella natura con {activity}', 'Weekend adrenalinico con {activity}'],
  },
  culture: {
    fr: ['City break avec {activity}', 'Week-end culturel à {city}', 'Escapade découverte avec {activity}'],
    es: ['Escapada urbana con {activity}', 'Fin de semana cultural en {city}', 'Escapada de descubrimiento con {activity}'],
    nl: ['Citytrip met {activity}', 'Cultureel weekend in {city}', 'Ontdekkingsuitje met {activity}'],
    it: ['City break con {activity}', 'Weekend culturale a {city}', 'Fuga alla scoperta con {activity}'],
  },
  ski: {
    fr: ['Séjour au ski avec {activity}', 'Week-end à la neige avec {activity}', 'Escapade montagne en demi-pension'],
    es: ['Escapada de esquí con {activity}', 'Fin de semana en la nieve con {activity}', 'Escapada a la montaña en media pensión'],
    nl: ['Skiverblijf met {activity}', 'Sneeuwweekend met {activity}', 'Bergweekend met halfpension'],
    it: ['Soggiorno sulla neve con {activity}', 'Weekend bianco con {activity}', 'Fuga in montagna in mezza pensione'],
  },
  sea: {
    fr: ['Week-end à la mer avec {activity}', 'Escapade iodée avec {activity}', 'Séjour bord de mer à {city}'],
    es: ['Fin de semana en la playa con {activity}', 'Escapada marinera con {activity}', 'Estancia junto al mar en {city}'],
    nl: ['Weekend aan zee met {activity}', 'Zee-uitje met {activity}', 'Verblijf aan zee in {city}'],
    it: ['Weekend al mare con {activity}', 'Fuga marina con {activity}', 'Soggiorno al mare a {city}'],
  },
  bnb: {
    fr: ['Nuit avec petit-déjeuner à {city}', 'Escapade à {city} avec petit-déjeuner', 'Séjour en chambre et petit-déjeuner'],
    es: ['Noche con desayuno en {city}', 'Escapada a {city} con desayuno', 'Estancia en habitación con desayuno'],
    nl: ['Overnachting met ontbijt in {city}', 'Uitje naar {city} met ontbijt', 'Verblijf met ontbijt'],
    it: ['Notte con colazione a {city}', 'Fuga a {city} con colazione', 'Soggiorno in camera con colazione'],
  },
  nature: {
    fr: ['Week-end nature avec {activity}', 'Escapade au vert avec {activity}', 'Séjour grand air à {city}'],
    es: ['Fin de semana rural con {activity}', 'Escapada verde con {activity}', 'Estancia al aire libre en {city}'],
    nl: ['Natuurweekend met {activity}', 'Groen uitje met {activity}', 'Buitenverblijf in {city}'],
    it: ['Weekend nella natura con {activity}', 'Fuga nel verde con {activity}', "Soggiorno all'aria aperta a {city}"],
  },
  relax_gourmet: {
    fr: ['Séjour détente et gourmand', 'Week-end spa et dîner', 'Escapade bien-être en demi-pension'],
    es: ['Escapada relax y gastronomía', 'Fin de semana de spa y cena', 'Escapada de bienestar en media pensión'],
    nl: ['Ontspannen en lekker tafelen', 'Weekend met spa en diner', 'Wellnessuitje met halfpension'],
    it: ['Soggiorno relax e gusto', 'Weekend spa e cena', 'Fuga benessere in mezza pensione'],
  },
  golf: {
    fr: ['Week-end golf avec {activity}', 'Escapade sportive avec {activity}'],
    es: ['Escapada de golf con {activity}', 'Fin de semana deportivo con {activity}'],
    nl: ['Golfweekend met {activity}', 'Sportief uitje met {activity}'],
    it: ['Weekend golf con {activity}', 'Fuga sportiva con {activity}'],
  },
  pets: {
    fr: ['Week-end avec votre compagnon à quatre pattes', 'Escapade avec votre chien à {city}'],
    es: ['Fin de semana con tu mascota', 'Escapada con tu perro en {city}'],
    nl: ['Weekend met je trouwe viervoeter', 'Uitje met je hond in {city}'],
    it: ['Weekend con il tuo amico a quattro zampe', 'Fuga con il tuo cane a {city}'],
  },
  friends: {
    fr: ['Week-end entre amis avec {activity}', 'Escapade entre amis à {city}'],
    es: ['Fin de semana con amigos con {activity}', 'Escapada con amigos en {city}'],
    nl: ['Weekend met vrienden met {activity}', 'Vriendenuitje in {city}'],
    it: ['Weekend tra amici con {activity}', 'Fuga tra amici a {city}'],
  },
  castle: {
    fr: ['Nuit de château avec dîner', 'Week-end de château à {city}', 'Séjour de prestige au château'],
    es: ['Noche en un castillo con cena', 'Fin de semana de castillo en {city}', 'Estancia de prestigio en un castillo'],
    nl: ['Overnachten in een kasteel met diner', 'Kasteelweekend in {city}', 'Prestigieus kasteelverblijf'],
    it: ['Notte in castello con cena', 'Weekend in castello a {city}', 'Soggiorno di prestigio in castello'],
  },
  unusual: {
    fr: ['Nuit insolite à {city}', 'Escapade insolite en pleine nature', 'Week-end insolite avec petit-déjeuner'],
    es: ['Noche insólita en {city}', 'Escapada insólita en plena naturaleza', 'Fin de semana insólito con desayuno'],
    nl: ['Bijzondere overnachting in {city}', 'Bijzonder uitje midden in de natuur', 'Bijzonder weekend met ontbijt'],
    it: ['Notte insolita a {city}', 'Fuga insolita nella natura', 'Weekend insolito con colazione'],
  },
  tasting: {
    fr: ['Escapade gourmande avec {activity}', 'Week-end saveurs avec {activity}'],
    es: ['Escapada gourmet con {activity}', 'Fin de semana de sabores con {activity}'],
    nl: ['Culinair uitje met {activity}', 'Smaakvol weekend met {activity}'],
    it: ['Fuga golosa con {activity}', 'Weekend di sapori con {activity}'],
  },
  wellbeing: {
    fr: ['Week-end ressourcement avec {activity}', 'Séjour zen avec {activity}'],
    es: ['Fin de semana para recargar pilas con {activity}', 'Escapada zen con {activity}'],
    nl: ['Weekend om op te laden met {activity}', 'Zen verblijf met {activity}'],
    it: ['Weekend rigenerante con {activity}', 'Soggiorno zen con {activity}'],
  },
}

/** First sentence of a stay description per template. */
export const STAY_INTROS: Readonly<Record<string, One>> = {
  romantic: {
    fr: 'Offrez-vous une parenthèse à deux, loin du quotidien.',
    es: 'Regálese un paréntesis en pareja, lejos de la rutina.',
    nl: 'Trakteer jezelf op een moment met z’n tweeën, ver weg van alles.',
    it: 'Concedetevi una pausa a due, lontano dalla routine.',
  },
  spa: {
    fr: 'Le temps d’un week-end, laissez-vous chouchouter.',
    es: 'Durante un fin de semana, déjese mimar.',
    nl: 'Laat je een weekend lang helemaal verwennen.',
    it: 'Per un weekend, lasciatevi coccolare.',
  },
  gourmet: {
    fr: 'Une escapade pour les amateurs de bonne cuisine.',
    es: 'Una escapada para los amantes de la buena mesa.',
    nl: 'Een uitje voor wie van lekker eten houdt.',
    it: 'Una fuga per gli amanti della buona cucina.',
  },
  wine: {
    fr: 'Partez à la découverte des vins de la région.',
    es: 'Descubra los vinos de la región.',
    nl: 'Ontdek de wijnen van de streek.',
    it: 'Alla scoperta dei vini del territorio.',
  },
  family: {
    fr: 'Des souvenirs à partager avec petits et grands.',
    es: 'Recuerdos para compartir con pequeños y mayores.',
    nl: 'Herinneringen om te delen met groot en klein.',
    it: 'Ricordi da condividere con grandi e piccini.',
  },
  adventure: {
    fr: 'Pour celles et ceux qui aiment les sensations.',
    es: 'Para quienes buscan emociones fuertes.',
    nl: 'Voor wie van een portie adrenaline houdt.',
    it: 'Per chi ama le emozioni forti.',
  },
  culture: {
    fr: 'Musées, patrimoine et flâneries au programme.',
    es: 'Museos, patrimonio y paseos en el programa.',
    nl: 'Musea, erfgoed en heerlijk slenteren.',
    it: 'Musei, patrimonio e passeggiate in programma.',
  },
  ski: {
    fr: 'Profitez des pistes et de l’air pur des sommets.',
    es: 'Disfrute de las pistas y del aire puro de la montaña.',
    nl: 'Geniet van de pistes en de zuivere berglucht.',
    it: 'Godetevi le piste e l’aria pura della montagna.',
  },
  sea: {
    fr: 'Cap sur le grand large et les embruns.',
    es: 'Rumbo al mar abierto y la brisa marina.',
    nl: 'Koers richting zee en frisse zeelucht.',
    it: 'Rotta verso il mare aperto e la brezza.',
  },
  bnb: {
    fr: 'Une nuit confortable et un bon petit-déjeuner pour bien commencer la journée.',
    es: 'Una noche cómoda y un buen desayuno para empezar el día.',
    nl: 'Een comfortabele nacht en een goed ontbijt om de dag te beginnen.',
    it: 'Una notte confortevole e una buona colazione per iniziare la giornata.',
  },
  nature: {
    fr: 'Respirez, vous êtes au vert.',
    es: 'Respire, está en plena naturaleza.',
    nl: 'Adem in, je bent midden in het groen.',
    it: 'Respirate, siete nel verde.',
  },
  relax_gourmet: {
    fr: 'Détente au spa puis dîner savoureux : le combo parfait.',
    es: 'Relax en el spa y una cena deliciosa: la combinación perfecta.',
    nl: 'Ontspannen in de spa en daarna lekker dineren: de perfecte combinatie.',
    it: 'Relax alla spa e poi una cena gustosa: la combinazione perfetta.',
  },
  golf: {
    fr: 'Un week-end pour découvrir le golf en douceur.',
    es: 'Un fin de semana para iniciarse en el golf.',
    nl: 'Een weekend om rustig kennis te maken met golf.',
    it: 'Un weekend per avvicinarsi al golf.',
  },
  pets: {
    fr: 'Votre animal est le bienvenu, lui aussi a droit aux vacances.',
    es: 'Su mascota es bienvenida: ella también merece vacaciones.',
    nl: 'Je huisdier is welkom: ook hij verdient vakantie.',
    it: 'Il vostro animale è il benvenuto: anche lui merita una vacanza.',
  },
  friends: {
    fr: 'Rires et bons moments garantis entre amis.',
    es: 'Risas y buenos momentos asegurados con amigos.',
    nl: 'Lachen en gezelligheid gegarandeerd met vrienden.',
    it: 'Risate e bei momenti garantiti tra amici.',
  },
  castle: {
    fr: 'Vivez une nuit de prestige dans un cadre d’exception.',
    es: 'Viva una noche de prestigio en un entorno excepcional.',
    nl: 'Beleef een prestigieuze nacht in een uitzonderlijke omgeving.',
    it: 'Vivete una notte di prestigio in una cornice eccezionale.',
  },
  unusual: {
    fr: 'Une nuit pas comme les autres, au plus près de la nature.',
    es: 'Una noche diferente, en contacto con la naturaleza.',
    nl: 'Een nacht als geen ander, dicht bij de natuur.',
    it: 'Una notte diversa dalle altre, a contatto con la natura.',
  },
  tasting: {
    fr: 'Éveillez vos papilles avec les saveurs locales.',
    es: 'Despierte sus sentidos con los sabores locales.',
    nl: 'Prikkel je smaakpapillen met lokale smaken.',
    it: 'Risvegliate il palato con i sapori locali.',
  },
  wellbeing: {
    fr: 'Un séjour pour ralentir et se recentrer.',
    es: 'Una estancia para bajar el ritmo y reconectar.',
    nl: 'Een verblijf om te vertragen en tot jezelf te komen.',
    it: 'Un soggiorno per rallentare e ritrovarsi.',
  },
}

export const DESCRIPTION: One = {
  fr: '{intro} Au programme : {program}. Vous séjournerez à {hotel}, {env}.',
  es: '{intro} Incluye: {program}. Se alojará en {hotel}, {env}.',
  nl: '{intro} Inbegrepen: {program}. Je verblijft in {hotel}, {env}.',
  it: '{intro} Il programma: {program}. Soggiornerete presso {hotel}, {env}.',
}

export const LINE_TITLES = {
  room: { fr: 'Hébergement en {room}', es: 'Alojamiento en {room}', nl: 'Overnachting in een {room}', it: 'Pernottamento in {room}' },
  breakfast: { fr: 'Petit-déjeuner', es: 'Desayuno', nl: 'Ontbijt', it: 'Colazione' },
  dinner: {
    fr: 'Dîner 3 plats (hors boissons)',
    es: 'Cena de 3 platos (bebidas no incluidas)',
    nl: 'Driegangendiner (exclusief dranken)',
    it: 'Cena di 3 portate (bevande escluse)',
  },
  gourmetDinner: {
    fr: 'Menu dégustation (hors boissons)',
    es: 'Menú degustación (bebidas no incluidas)',
    nl: 'Proeverijmenu (exclusief dranken)',
    it: 'Menu degustazione (bevande escluse)',
  },
  candleDinner: {
    fr: 'Dîner aux chandelles (hors boissons)',
    es: 'Cena a la luz de las velas (bebidas no incluidas)',
    nl: 'Diner bij kaarslicht (exclusief dranken)',
    it: 'Cena a lume di candela (bevande escluse)',
  },
  champagne: {
    fr: 'Bouteille de champagne en chambre',
    es: 'Botella de cava en la habitación',
    nl: 'Fles bubbels op de kamer',
    it: 'Bottiglia di bollicine in camera',
  },
  petKit: {
    fr: 'Kit de bienvenue pour votre animal',
    es: 'Kit de bienvenida para su mascota',
    nl: 'Welkomstpakket voor je huisdier',
    it: 'Kit di benvenuto per il vostro animale',
  },
  activity: { fr: '{activity} ({duration})', es: '{activity} ({duration})', nl: '{activity} ({duration})', it: '{activity} ({duration})' },
} as const satisfies Record<string, One>

export const HEADWORDS = {
  breakfast: { fr: 'Petit-déjeuner inclus', es: 'Desayuno incluido', nl: 'Ontbijt inbegrepen', it: 'Colazione inclusa' },
  dinner: { fr: 'Dîner pour {n}', es: 'Cena para {n}', nl: 'Diner voor {n}', it: 'Cena per {n}' },
  activity: { fr: '{activity} pour {n}', es: '{activity} para {n}', nl: '{activity} voor {n}', it: '{activity} per {n}' },
  cancellable: { fr: 'Annulation gratuite', es: 'Cancelación gratuita', nl: 'Gratis annuleren', it: 'Cancellazione gratuita' },
} as const satisfies Record<string, One>

export const LINE_DETAILS = {
  room: {
    fr: 'Chambre préparée pour votre arrivée\nWi-Fi inclus',
    es: 'Habitación preparada para su llegada\nWifi incluido',
    nl: 'Kamer klaar bij aankomst\nWifi inbegrepen',
    it: 'Camera pronta al vostro arrivo\nWi-Fi incluso',
  },
  breakfast: {
    fr: 'Buffet sucré et salé\nProduits locaux et faits maison',
    es: 'Bufé dulce y salado\nProductos locales y caseros',
    nl: 'Zoet en hartig ontbijtbuffet\nLokale en huisgemaakte producten',
    it: 'Buffet dolce e salato\nProdotti locali e fatti in casa',
  },
  dinner: {
    fr: 'Cuisine de saison\nProduits du terroir',
    es: 'Cocina de temporada\nProductos de la tierra',
    nl: 'Seizoenskeuken\nStreekproducten',
    it: 'Cucina di stagione\nProdotti del territorio',
  },
  activity: {
    fr: 'Encadré par des professionnels\nMatériel fourni',
    es: 'Con profesionales\nMaterial incluido',
    nl: 'Begeleid door professionals\nMateriaal inbegrepen',
    it: 'Con professionisti qualificati\nAttrezzatura inclusa',
  },
  extra: {
    fr: 'Offert par l’établissement',
    es: 'Cortesía del establecimiento',
    nl: 'Aangeboden door het hotel',
    it: 'Offerto dalla struttura',
  },
} as const satisfies Record<string, One>

export const LINE_WHERE = {
  hotel: { fr: 'À l’hôtel', es: 'En el hotel', nl: 'In het hotel', it: 'In hotel' },
  restaurant: {
    fr: 'Au restaurant de l’hôtel',
    es: 'En el restaurante del hotel',
    nl: 'In het restaurant van het hotel',
    it: 'Nel ristorante dell’hotel',
  },
  nearby: { fr: 'À {km} km de l’hôtel', es: 'A {km} km del hotel', nl: 'Op {km} km van het hotel', it: 'A {km} km dall’hotel' },
} as const satisfies Record<string, One>

export const LINE_WHY: Readonly<Record<string, One>> = {
  wellness: {
    fr: 'Un vrai moment de lâcher-prise',
    es: 'Un auténtico momento de desconexión',
    nl: 'Even helemaal loslaten',
    it: 'Un vero momento di relax',
  },
  gastronomy: {
    fr: 'Les saveurs de la région à l’honneur',
    es: 'Los sabores de la región como protagonistas',
    nl: 'De smaken van de streek in de hoofdrol',
    it: 'I sapori del territorio protagonisti',
  },
  outdoor: {
    fr: 'Des paysages à couper le souffle',
    es: 'Paisajes que quitan el aliento',
    nl: 'Adembenemende landschappen',
    it: 'Paesaggi mozzafiato',
  },
  culture: {
    fr: 'Le patrimoine raconté par des passionnés',
    es: 'El patrimonio contado por apasionados',
    nl: 'Erfgoed verteld door kenners',
    it: 'Il patrimonio raccontato da appassionati',
  },
  sport: { fr: 'Des sensations garanties', es: 'Emociones garantizadas', nl: 'Sensatie gegarandeerd', it: 'Emozioni garantite' },
  family: {
    fr: 'Une activité qui plaît à toute la famille',
    es: 'Una actividad que encanta a toda la familia',
    nl: 'Een activiteit voor het hele gezin',
    it: 'Un’attività che piace a tutta la famiglia',
  },
  stay: {
    fr: 'Un moment de confort bien mérité',
    es: 'Un momento de confort bien merecido',
    nl: 'Welverdiend comfort',
    it: 'Un momento di comfort meritato',
  },
}

export const LINE_MUST_KNOW = {
  booking: {
    fr: 'Sur réservation, selon disponibilités\nÀ réserver dès la confirmation du séjour',
    es: 'Con reserva previa, según disponibilidad\nReservar al confirmar la estancia',
    nl: 'Op reservatie, volgens beschikbaarheid\nReserveer zodra je verblijf bevestigd is',
    it: 'Su prenotazione, in base alla disponibilità\nDa prenotare alla conferma del soggiorno',
  },
  breakfast: {
    fr: 'Servi de {from} à {to}',
    es: 'Servido de {from} a {to}',
    nl: 'Geserveerd van {from} tot {to}',
    it: 'Servita dalle {from} alle {to}',
  },
  dinner: {
    fr: 'Réservation de la table conseillée à l’arrivée',
    es: 'Se recomienda reservar mesa a la llegada',
    nl: 'Reserveer bij aankomst een tafel',
    it: 'Si consiglia di prenotare il tavolo all’arrivo',
  },
  room: { fr: 'Arrivée à partir de {in}', es: 'Entrada a partir de las {in}', nl: 'Inchecken vanaf {in}', it: 'Check-in dalle {in}' },
} as const satisfies Record<string, One>

export const LINE_HOW: One = {
  fr: 'Contactez l’hôtel après votre réservation pour fixer le créneau.',
  es: 'Contacte con el hotel tras su reserva para fijar el horario.',
  nl: 'Neem na je boeking contact op met het hotel om een tijdstip af te spreken.',
  it: 'Contattate l’hotel dopo la prenotazione per fissare l’orario.',
}

export const MENUS: Readonly<Record<Language, readonly string[]>> = {
  fr: [
    'Velouté de saison\nSuprême de volaille, légumes du marché\nTarte fine aux pommes',
    'Tartare de saumon aux agrumes\nFilet de bœuf, sauce au poivre\nMoelleux au chocolat',
    'Terrine du chef\nDos de cabillaud, beurre blanc\nCrème brûlée à la vanille',
  ],
  es: [
    'Crema de temporada\nSuprema de pollo con verduras de mercado\nTarta fina de manzana',
    'Tartar de salmón con cítricos\nSolomillo de ternera a la pimienta\nCoulant de chocolate',
    'Paté del chef\nLomo de bacalao con salsa de mantequilla\nCrema catalana',
  ],
  nl: [
    'Seizoenssoep\nKipfilet met groenten van de markt\nDunne appeltaart',
    'Zalmtartaar met citrus\nRunderhaas met pepersaus\nChocoladefondant',
    'Terrine van de chef\nKabeljauwfilet met beurre blanc\nCrème brûlée met vanille',
  ],
  it: [
    'Vellutata di stagione\nPetto di pollo con verdure di mercato\nTortino di mele',
    'Tartare di salmone agli agrumi\nFiletto di manzo al pepe\nTortino al cioccolato',
    'Terrina dello chef\nFiletto di merluzzo al burro\nCrème brûlée alla vaniglia',
  ],
}

export const PARTICIPANTS: One = { fr: 'Pour {n} personnes', es: 'Para {n} personas', nl: 'Voor {n} personen', it: 'Per {n} persone' }

/** Duration as shown in a line title ("60 min", "2 h", "2 h 30"). */
export function formatDuration(minutes: number, lang: Language): string {
  if (minutes < 60) return `${minutes} min`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const hours = lang === 'es' || lang === 'it' ? `${h} h` : lang === 'nl' ? `${h} u` : `${h} h`
  return m === 0 ? hours : `${hours} ${String(m).padStart(2, '0')}`
}

export { fill }
