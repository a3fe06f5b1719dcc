// Lookup tables of the catalogue with their labels in the four languages (French, Spanish,
// Dutch, Italian; Belgian overrides where the Belgian word differs).
import { tr, type Tr } from './text'

export interface LookupEntry {
  readonly id: number
  readonly key: string
  readonly label: Tr
  readonly be?: { readonly fr_BE?: string; readonly nl_BE?: string }
}

const e = (id: number, key: string, label: Tr, be?: LookupEntry['be']): LookupEntry => (be ? { id, key, label, be } : { id, key, label })

export const HOTEL_TYPES: readonly LookupEntry[] = [
  e(1, 'hotel', tr('Hôtel', 'Hotel', 'Hotel', 'Hotel')),
  e(2, 'guest_house', tr("Chambre d'hôtes", 'Casa de huéspedes', 'Bed & breakfast', 'Bed and breakfast')),
  e(3, 'castle', tr('Château', 'Castillo', 'Kasteel', 'Castello')),
  e(4, 'manor', tr('Manoir', 'Casa señorial', 'Landhuis', 'Dimora storica')),
  e(5, 'residence', tr('Résidence hôtelière', 'Apartahotel', 'Appartementenhotel', 'Residence')),
  e(6, 'inn', tr('Auberge', 'Posada', 'Herberg', 'Locanda')),
  e(7, 'unusual', tr('Hébergement insolite', 'Alojamiento singular', 'Bijzondere overnachting', 'Alloggio insolito')),
  e(8, 'farm_stay', tr('Séjour à la ferme', 'Agroturismo', 'Boerderijverblijf', 'Agriturismo')),
]

export const ENVIRONMENTS: readonly LookupEntry[] = [
  e(1, 'city', tr('En ville', 'En la ciudad', 'In de stad', 'In città')),
  e(2, 'countryside', tr('À la campagne', 'En el campo', 'Op het platteland', 'In campagna')),
  e(3, 'seaside', tr('Bord de mer', 'Junto al mar', 'Aan zee', 'Al mare')),
  e(4, 'mountain', tr('À la montagne', 'En la montaña', 'In de bergen', 'In montagna')),
  e(5, 'lake', tr("Au bord d'un lac", 'Junto a un lago', 'Aan een meer', 'Sul lago')),
  e(6, 'vineyard', tr('Au cœur des vignes', 'Entre viñedos', 'Tussen de wijngaarden', 'Tra i vigneti')),
  e(7, 'forest', tr('En forêt', 'En el bosque', 'In het bos', 'Nel bosco')),
]

export const STYLES: readonly LookupEntry[] = [
  e(1, 'charming', tr('De charme', 'Con encanto', 'Sfeervol', 'Di charme')),
  e(2, 'design', tr('Design', 'De diseño', 'Design', 'Di design')),
  e(3, 'traditional', tr('Traditionnel', 'Tradicional', 'Traditioneel', 'Tradizionale')),
  e(4, 'luxury', tr('Luxe', 'De lujo', 'Luxe', 'Di lusso')),
  e(5, 'unusual', tr('Insolite', 'Singular', 'Bijzonder', 'Insolito')),
  e(6, 'contemporary', tr('Contemporain', 'Contemporáneo', 'Eigentijds', 'Contemporaneo')),
  e(7, 'historic', tr('Historique', 'Histórico', 'Historisch', 'Storico')),
  e(8, 'family', tr('Familial', 'Familiar', 'Gezinsvriendelijk', 'Per famiglie')),
]

export interface FacilityEntry extends LookupEntry {
  readonly icon: string
  readonly highlighted: boolean
}

const f = (id: number, key: string, icon: string, highlighted: boolean, label: Tr, be?: LookupEntry['be']): FacilityEntry => ({
  ...e(id, key, label, be),
  icon,
  highlighted,
})

/** Hotel facilities; 'pets' is sent as petsAllowed by the search, not in the facilities list. */
export const FACILITIES: readonly FacilityEntry[] = [
  f(1, 'wifi', 'wifi', true, tr('Wi-Fi gratuit', 'Wifi gratis', 'Gratis wifi', 'Wi-Fi gratuito')),
  f(2, 'parking', 'parking', true, tr('Parking', 'Aparcamiento', 'Parkeerplaats', 'Parcheggio'), { nl_BE: 'Parking' }),
  f(3, 'pool', 'pool', true, tr('Piscine', 'Piscina', 'Zwembad', 'Piscina')),
  f(4, 'spa', 'spa', true, tr('Spa', 'Spa', 'Spa', 'Spa')),
  f(5, 'restaurant', 'restaurant', true, tr('Restaurant', 'Restaurante', 'Restaurant', 'Ristorante')),
  f(6, 'pets', 'pets', true, tr('Animaux acceptés', 'Se admiten mascotas', 'Huisdieren toegestaan', 'Animali ammessi')),
  f(7, 'air_conditioning', 'snowflake', true, tr('Climatisation', 'Aire acondicionado', 'Airconditioning', 'Aria condizionata'), {
    nl_BE: 'Airco',
  }),
  f(8, 'bar', 'bar', false, tr('Bar', 'Bar', 'Bar', 'Bar')),
  f(9, 'garden', 'garden', false, tr('Jardin', 'Jardín', 'Tuin', 'Giardino')),
  f(10, 'terrace', 'terrace', false, tr('Terrasse', 'Terraza', 'Terras', 'Terrazza')),
  f(11, 'fitness', 'fitness', true, tr('Salle de sport', 'Gimnasio', 'Fitnessruimte', 'Palestra')),
  f(12, 'sauna', 'sauna', false, tr('Sauna', 'Sauna', 'Sauna', 'Sauna')),
  f(13, 'hammam', 'steam', false, tr('Hammam', 'Baño turco', 'Hamam', 'Bagno turco')),
  f(14, 'jacuzzi', 'jacuzzi', false, tr('Jacuzzi', 'Jacuzzi', 'Jacuzzi', 'Vasca idromassaggio')),
  f(
    15,
    'ev_charging',
    'plug',
    true,
    tr(
      'Borne de recharge électrique',
      'Punto de carga para coches eléctricos',
      "Laadpaal voor elektrische auto's",
      'Colonnina di ricarica elettrica',
    ),
  ),
  f(
    16,
    'accessible',
    'wheelchair',
    true,
    tr(
      'Accès personnes à mobilité réduite',
      'Accesible para personas con movilidad reducida',
      'Toegankelijk voor mensen met een beperking',
      'Accessibile alle persone con disabilità',
    ),
  ),
  f(17, 'elevator', 'elevator', false, tr('Ascenseur', 'Ascensor', 'Lift', 'Ascensore')),
  f(18, 'room_service', 'bell', false, tr('Service en chambre', 'Servicio de habitaciones', 'Roomservice', 'Servizio in camera')),
  f(19, 'kids_club', 'kids', false, tr('Club enfants', 'Club infantil', 'Kinderclub', 'Miniclub')),
  f(20, 'bike_rental', 'bike', false, tr('Location de vélos', 'Alquiler de bicicletas', 'Fietsverhuur', 'Noleggio biciclette')),
  f(21, 'reception_24h', 'clock', false, tr('Réception 24h/24', 'Recepción 24 horas', '24-uursreceptie', 'Reception 24 ore su 24')),
  f(
    22,
    'non_smoking',
    'no_smoking',
    false,
    tr('Établissement non-fumeur', 'Establecimiento para no fumadores', 'Rookvrij', 'Struttura per non fumatori'),
  ),
  f(23, 'tennis', 'tennis', false, tr('Court de tennis', 'Pista de tenis', 'Tennisbaan', 'Campo da tennis'), { nl_BE: 'Tennisterrein' }),
  f(24, 'beach_access', 'beach', false, tr('Accès à la plage', 'Acceso a la playa', 'Toegang tot het strand', 'Accesso alla spiaggia')),
  f(25, 'shuttle', 'shuttle', false, tr('Navette', 'Servicio de traslado', 'Pendeldienst', 'Navetta')),
  f(26, 'baby_equipment', 'baby', false, tr('Équipements bébé', 'Equipamiento para bebés', 'Babyuitrusting', 'Attrezzature per neonati')),
]

export const ECO_FACILITIES: readonly LookupEntry[] = [
  e(1, 'renewable_energy', tr('Énergie renouvelable', 'Energía renovable', 'Groene stroom', 'Energia rinnovabile')),
  e(2, 'led_lighting', tr('Éclairage LED', 'Iluminación LED', 'Ledverlichting', 'Illuminazione a LED')),
  e(3, 'local_products', tr('Produits locaux', 'Productos locales', 'Lokale producten', 'Prodotti locali')),
  e(4, 'organic_breakfast', tr('Petit-déjeuner bio', 'Desayuno ecológico', 'Biologisch ontbijt', 'Colazione biologica')),
  e(5, 'waste_sorting', tr('Tri sélectif des déchets', 'Reciclaje selectivo', 'Afvalscheiding', 'Raccolta differenziata')),
  e(6, 'water_saving', tr("Économiseurs d'eau", 'Dispositivos de ahorro de agua', 'Waterbesparende kranen', "Riduttori di flusso d'acqua")),
  e(
    7,
    'ev_charging',
    tr(
      'Recharge pour véhicules électriques',
      'Carga de vehículos eléctricos',
      "Laadpunt voor elektrische auto's",
      'Ricarica per veicoli elettrici',
    ),
  ),
  e(
    8,
    'no_single_use_plastic',
    tr('Zéro plastique à usage unique', 'Sin plásticos de un solo uso', 'Geen wegwerpplastic', 'Niente plastica monouso'),
  ),
  e(
    9,
    'eco_cleaning',
    tr(
      "Produits d'entretien écologiques",
      'Productos de limpieza ecológicos',
      'Ecologische schoonmaakmiddelen',
      'Prodotti per la pulizia ecologici',
    ),
  ),
  e(10, 'bike_friendly', tr('Accueil vélo', 'Acogida de ciclistas', 'Fietsvriendelijk', 'Accoglienza ciclisti')),
  e(11, 'vegetable_garden', tr('Potager', 'Huerto propio', 'Eigen moestuin', 'Orto')),
  e(
    12,
    'eco_label',
    tr('Label écologique certifié', 'Etiqueta ecológica certificada', 'Gecertificeerd ecolabel', 'Marchio ecologico certificato'),
  ),
  e(
    13,
    'towel_reuse',
    tr('Réutilisation des serviettes', 'Reutilización de toallas', 'Hergebruik van handdoeken', 'Riutilizzo degli asciugamani'),
  ),
  e(
    14,
    'rainwater',
    tr("Récupération de l'eau de pluie", 'Recuperación de agua de lluvia', 'Opvang van regenwater', "Recupero dell'acqua piovana"),
  ),
]

export interface ThemeEntry extends LookupEntry {
  readonly icon: string
}

const th = (id: number, key: string, icon: string, label: Tr, be?: LookupEntry['be']): ThemeEntry => ({ ...e(id, key, label, be), icon })

/** Themes; id 39 is family (the spec's family link sets theme 39). */
export const THEMES: readonly ThemeEntry[] = [
  th(31, 'romantic', 'heart', tr('Romantique', 'Romántico', 'Romantisch', 'Romantico')),
  th(32, 'wellness', 'lotus', tr('Spa & bien-être', 'Spa y bienestar', 'Spa & wellness', 'Spa e benessere')),
  th(33, 'gastronomy', 'cutlery', tr('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia')),
  th(34, 'wine', 'wine', tr('Vin & œnologie', 'Vino y enología', 'Wijn & wijnproeven', 'Vino ed enologia')),
  th(35, 'adventure', 'compass', tr('Aventure', 'Aventura', 'Avontuur', 'Avventura')),
  th(36, 'nature', 'leaf', tr('Nature', 'Naturaleza', 'Natuur', 'Natura')),
  th(37, 'culture', 'columns', tr('Culture & patrimoine', 'Cultura y patrimonio', 'Cultuur & erfgoed', 'Cultura e patrimonio')),
  th(38, 'unusual', 'treehouse', tr('Nuit insolite', 'Noche insólita', 'Bijzonder overnachten', 'Notte insolita')),
  th(39, 'family', 'family', tr('En famille', 'En familia', 'Met het gezin', 'In famiglia')),
  th(40, 'sport', 'running', tr('Sport', 'Deporte', 'Sport', 'Sport')),
  th(41, 'seaside', 'wave', tr('Mer & plage', 'Mar y playa', 'Zee & strand', 'Mare e spiaggia')),
  th(42, 'mountain', 'mountain', tr('Montagne', 'Montaña', 'Bergen', 'Montagna')),
  th(43, 'castles', 'castle', tr('Châteaux', 'Castillos', 'Kastelen', 'Castelli')),
  th(44, 'city_break', 'city', tr('Escapade en ville', 'Escapada urbana', 'Citytrip', 'Fuga in città')),
  th(45, 'golf', 'golf', tr('Golf', 'Golf', 'Golf', 'Golf')),
  th(46, 'pets', 'paw', tr('Avec son animal', 'Con tu mascota', 'Met je huisdier', 'Con il tuo animale')),
  th(47, 'snow', 'snowflake', tr('Ski & neige', 'Esquí y nieve', 'Ski & sneeuw', 'Sci e neve')),
  th(48, 'cycling', 'bike', tr('À vélo', 'En bicicleta', 'Fietsen', 'In bicicletta')),
  th(49, 'starred_restaurant', 'star', tr('Table étoilée', 'Restaurante con estrella', 'Sterrenrestaurant', 'Ristorante stellato')),
  th(50, 'friends', 'glasses', tr('Entre amis', 'Con amigos', 'Met vrienden', 'Tra amici')),
]

/** The family theme id (spec: family link sets theme 39). */
export const FAMILY_THEME_ID = 39

export const ACTIVITY_GROUPS: readonly LookupEntry[] = [
  e(1, 'wellness', tr('Bien-être', 'Bienestar', 'Wellness', 'Benessere')),
  e(2, 'gastronomy', tr('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia')),
  e(3, 'outdoor', tr('Nature & plein air', 'Naturaleza y aire libre', 'Natuur & buitenlucht', "Natura e all'aria aperta")),
  e(4, 'culture', tr('Culture & visites', 'Cultura y visitas', 'Cultuur & bezoeken', 'Cultura e visite')),
  e(5, 'sport', tr('Sport & sensations', 'Deporte y emociones', 'Sport & sensatie', 'Sport e adrenalina')),
  e(6, 'family', tr('En famille', 'En familia', 'Met het gezin', 'In famiglia')),
]

export interface ActivityEntry extends LookupEntry {
  readonly groupId: number
  readonly icon: string
  readonly duration: number
  /** Themes the activity naturally belongs to (used to theme the stays that include it). */
  readonly themes: readonly number[]
}

const a = (
  id: number,
  key: string,
  groupId: number,
  icon: string,
  duration: number,
  themes: readonly number[],
  label: Tr,
): ActivityEntry => ({
  ...e(id, key, label),
  groupId,
  icon,
  duration,
  themes,
})

/** Activity kinds: search tags and the ACTIVITY/EXTRA program lines. */
export const ACTIVITIES: readonly ActivityEntry[] = [
  a(1, 'spa_access', 1, 'spa', 120, [32, 31], tr('Accès au spa', 'Acceso al spa', 'Toegang tot de spa', 'Accesso alla spa')),
  a(2, 'massage', 1, 'massage', 60, [32, 31], tr('Massage', 'Masaje', 'Massage', 'Massaggio')),
  a(3, 'facial_treatment', 1, 'face', 60, [32], tr('Soin du visage', 'Tratamiento facial', 'Gezichtsbehandeling', 'Trattamento viso')),
  a(4, 'couples_massage', 1, 'massage', 60, [31, 32], tr('Massage en duo', 'Masaje en pareja', 'Duomassage', 'Massaggio di coppia')),
  a(5, 'wine_tasting', 2, 'wine', 90, [34, 33], tr('Dégustation de vins', 'Cata de vinos', 'Wijnproeverij', 'Degustazione di vini')),
  a(6, 'cooking_class', 2, 'chef', 180, [33, 50], tr('Cours de cuisine', 'Clase de cocina', 'Kookles', 'Corso di cucina')),
  a(
    7,
    'gourmet_dinner',
    2,
    'cutlery',
    150,
    [33, 31],
    tr('Dîner gastronomique', 'Cena gastronómica', 'Gastronomisch diner', 'Cena gastronomica'),
  ),
  a(
    8,
    'cellar_visit',
    2,
    'barrel',
    90,
    [34],
    tr('Visite de cave', 'Visita a una bodega', 'Bezoek aan een wijnkelder', 'Visita in cantina'),
  ),
  a(
    9,
    'chocolate_workshop',
    2,
    'chocolate',
    120,
    [33, 39],
    tr('Atelier chocolat', 'Taller de chocolate', 'Chocoladeworkshop', 'Laboratorio di cioccolato'),
  ),
  a(
    10,
    'cheese_tasting',
    2,
    'cheese',
    60,
    [33],
    tr('Dégustation de fromages', 'Cata de quesos', 'Kaasproeverij', 'Degustazione di formaggi'),
  ),
  a(11, 'horse_riding', 3, 'horse', 120, [36, 35], tr('Balade à cheval', 'Paseo a caballo', 'Paardrijtocht', 'Passeggiata a cavallo')),
  a(12, 'canoe', 3, 'canoe', 180, [35, 36, 39], tr('Canoë-kayak', 'Piragüismo', 'Kanoën', 'Canoa')),
  a(13, 'hot_air_balloon', 5, 'balloon', 180, [35, 31], tr('Vol en montgolfière', 'Vuelo en globo', 'Ballonvaart', 'Volo in mongolfiera')),
  a(14, 'hiking', 3, 'boot', 180, [36, 42], tr('Randonnée guidée', 'Senderismo guiado', 'Begeleide wandeling', 'Escursione guidata')),
  a(15, 'bike_tour', 3, 'bike', 180, [48, 36], tr('Balade à vélo', 'Ruta en bicicleta', 'Fietstocht', 'Giro in bicicletta')),
  a(16, 'boat_trip', 3, 'boat', 90, [41, 31], tr('Promenade en bateau', 'Paseo en barco', 'Boottocht', 'Giro in barca')),
  a(17, 'golf_initiation', 5, 'golf', 120, [45, 40], tr('Initiation au golf', 'Iniciación al golf', 'Golfinitiatie', 'Lezione di golf')),
  a(18, 'paragliding', 5, 'paraglider', 60, [35, 42], tr('Vol en parapente', 'Vuelo en parapente', 'Paragliding', 'Volo in parapendio')),
  a(19, 'ski_pass', 5, 'ski', 480, [47, 42, 40], tr('Forfait de ski', 'Forfait de esquí', 'Skipas', 'Skipass')),
  a(
    20,
    'snowshoe',
    3,
    'snowshoe',
    150,
    [47, 42, 36],
    tr('Randonnée en raquettes', 'Excursión con raquetas de nieve', 'Sneeuwschoenwandeling', 'Ciaspolata'),
  ),
  a(21, 'museum', 4, 'museum', 120, [37, 44], tr('Visite de musée', 'Visita a un museo', 'Museumbezoek', 'Visita al museo')),
  a(22, 'castle_visit', 4, 'castle', 120, [43, 37], tr('Visite de château', 'Visita a un castillo', 'Kasteelbezoek', 'Visita al castello')),
  a(
    23,
    'guided_city_tour',
    4,
    'map',
    120,
    [44, 37],
    tr('Visite guidée de la ville', 'Visita guiada por la ciudad', 'Stadswandeling met gids', 'Visita guidata della città'),
  ),
  a(24, 'escape_game', 6, 'key', 60, [50, 39], tr('Escape game', 'Escape room', 'Escaperoom', 'Escape room')),
  a(25, 'wildlife_park', 6, 'paw', 240, [39, 36], tr('Parc animalier', 'Parque de animales', 'Dierenpark', 'Parco faunistico')),
  a(26, 'amusement_park', 6, 'ferris', 480, [39], tr("Parc d'attractions", 'Parque de atracciones', 'Pretpark', 'Parco divertimenti')),
  a(27, 'tree_climbing', 6, 'tree', 180, [39, 35], tr('Accrobranche', 'Circuito de aventura en los árboles', 'Klimbos', 'Parco avventura')),
  a(28, 'diving', 5, 'diving', 120, [41, 35], tr('Baptême de plongée', 'Bautismo de buceo', 'Duikinitiatie', 'Battesimo subacqueo')),
  a(29, 'sailing', 3, 'sail', 180, [41, 40], tr('Sortie en voilier', 'Paseo en velero', 'Zeiltocht', 'Uscita in barca a vela')),
  a(30, 'yoga', 1, 'yoga', 60, [32], tr('Cours de yoga', 'Clase de yoga', 'Yogales', 'Lezione di yoga')),
  a(31, 'karting', 5, 'kart', 60, [40, 50], tr('Karting', 'Karting', 'Karting', 'Go-kart')),
  a(32, 'beer_tasting', 2, 'beer', 90, [33, 50], tr('Dégustation de bières', 'Cata de cervezas', 'Bierproeverij', 'Degustazione di birre')),
]

export interface MarketingLabelEntry extends LookupEntry {
  readonly color: 'scarcity' | 'reinsurance' | 'social' | 'alert' | 'clear' | 'dark'
}

const m = (id: number, key: string, color: MarketingLabelEntry['color'], label: Tr): MarketingLabelEntry => ({
  ...e(id, key, label),
  color,
})

export const MARKETING_LABELS: readonly MarketingLabelEntry[] = [
  m(1, 'best_seller', 'social', tr('Meilleure vente', 'Más vendido', 'Bestseller', 'Più venduto')),
  m(2, 'new', 'clear', tr('Nouveauté', 'Novedad', 'Nieuw', 'Novità')),
  m(3, 'exclusive', 'dark', tr('Exclusivité', 'Exclusiva', 'Exclusief', 'Esclusiva')),
  m(4, 'favourite', 'reinsurance', tr('Coup de cœur', 'Nuestro favorito', 'Onze favoriet', 'Il nostro preferito')),
  m(5, 'flash_sale', 'alert', tr('Vente flash', 'Venta flash', 'Flashverkoop', 'Vendita lampo')),
  m(6, 'eco', 'reinsurance', tr('Séjour éco-responsable', 'Escapada sostenible', 'Duurzaam verblijf', 'Soggiorno sostenibile')),
  m(7, 'limited', 'scarcity', tr('Édition limitée', 'Edición limitada', 'Beperkte editie', 'Edizione limitata')),
]

export const BED_TYPES: readonly LookupEntry[] = [
  e(1, 'double', tr('Lit double', 'Cama doble', 'Tweepersoonsbed', 'Letto matrimoniale')),
  e(2, 'twin', tr('Lits jumeaux', 'Dos camas individuales', 'Twee eenpersoonsbedden', 'Due letti singoli')),
  e(3, 'king', tr('Lit king size', 'Cama extragrande', 'Kingsizebed', 'Letto king size')),
  e(4, 'queen', tr('Lit queen size', 'Cama de matrimonio grande', 'Queensizebed', 'Letto queen size')),
  e(
    5,
    'double_sofa',
    tr('Lit double et canapé-lit', 'Cama doble y sofá cama', 'Tweepersoonsbed en slaapbank', 'Letto matrimoniale e divano letto'),
    { fr_BE: 'Lit double et divan-lit' },
  ),
  e(
    6,
    'double_bunk',
    tr('Lit double et lits superposés', 'Cama doble y literas', 'Tweepersoonsbed en stapelbed', 'Letto matrimoniale e letto a castello'),
  ),
]

/** Fixed lists without a table; ids are positions (1-based), see 0001_catalogue.sql. */
export const REVIEW_CRITERIA: readonly LookupEntry[] = [
  e(1, 'welcoming', tr('Accueil', 'Atención', 'Ontvangst', 'Accoglienza')),
  e(2, 'comfort', tr('Confort', 'Comodidad', 'Comfort', 'Comfort')),
  e(3, 'cleanliness', tr('Propreté', 'Limpieza', 'Netheid', 'Pulizia')),
  e(4, 'food', tr('Restauration', 'Comida', 'Eten & drinken', 'Ristorazione')),
  e(5, 'localization', tr('Emplacement', 'Ubicación', 'Ligging', 'Posizione')),
  e(
    6,
    'price_quality_ratio',
    tr('Rapport qualité-prix', 'Relación calidad-precio', 'Prijs-kwaliteitverhouding', 'Rapporto qualità-prezzo'),
  ),
]

export const REVIEW_TYPES: readonly LookupEntry[] = [
  e(1, 'couple', tr('En couple', 'En pareja', 'Als koppel', 'In coppia')),
  e(2, 'family', tr('En famille', 'En familia', 'Met het gezin', 'In famiglia')),
  e(3, 'friends', tr('Entre amis', 'Con amigos', 'Met vrienden', 'Con amici')),
  e(4, 'solo', tr('En solo', 'Solo', 'Alleen', 'Da solo')),
]
