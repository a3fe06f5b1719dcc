// Gift customisation options (custom sub-elements) and their categories.
import { tr, type Tr } from './text'

export interface GiftCategory {
  readonly id: number
  readonly key: string
  readonly singleSelection: boolean
  readonly position: number
  readonly name: Tr
  readonly description: Tr
}

export interface GiftOption {
  readonly id: number
  readonly categoryId: number
  readonly key: string
  readonly price: number
  readonly recommended: boolean
  readonly position: number
  readonly name: Tr
}

export const GIFT_CATEGORIES: readonly GiftCategory[] = [
  {
    id: 1,
    key: 'card',
    singleSelection: true,
    position: 1,
    name: tr('Carte de vœux', 'Tarjeta de felicitación', 'Wenskaart', 'Biglietto di auguri'),
    description: tr(
      'Choisissez le motif de la carte glissée dans le coffret.',
      'Elija el diseño de la tarjeta que acompaña al regalo.',
      'Kies de wenskaart die bij het cadeau zit.',
      'Scegliete il biglietto che accompagna il regalo.',
    ),
  },
  {
    id: 2,
    key: 'packaging',
    singleSelection: true,
    position: 2,
    name: tr('Présentation', 'Presentación', 'Verpakking', 'Confezione'),
    description: tr(
      'Comment souhaitez-vous présenter votre cadeau ?',
      '¿Cómo quiere presentar su regalo?',
      'Hoe wil je je cadeau laten verpakken?',
      'Come volete presentare il vostro regalo?',
    ),
  },
  {
    id: 3,
    key: 'extras',
    singleSelection: false,
    position: 3,
    name: tr('Petites attentions', 'Detalles', 'Extraatjes', 'Piccoli pensieri'),
    description: tr(
      'Ajoutez une touche gourmande à votre cadeau.',
      'Añada un toque especial a su regalo.',
      'Maak je cadeau nog specialer.',
      'Aggiungete un tocco goloso al vostro regalo.',
    ),
  },
]

export const GIFT_OPTIONS: readonly GiftOption[] = [
  {
    id: 11,
    categoryId: 1,
    key: 'card_birthday',
    price: 0,
    recommended: false,
    position: 1,
    name: tr('Joyeux anniversaire', 'Feliz cumpleaños', 'Gelukkige verjaardag', 'Buon compleanno'),
  },
  {
    id: 12,
    categoryId: 1,
    key: 'card_love',
    price: 0,
    recommended: true,
    position: 2,
    name: tr('Je t’aime', 'Te quiero', 'Ik hou van je', 'Ti amo'),
  },
  {
    id: 13,
    categoryId: 1,
    key: 'card_thanks',
    price: 0,
    recommended: false,
    position: 3,
    name: tr('Merci', 'Gracias', 'Bedankt', 'Grazie'),
  },
  {
    id: 14,
    categoryId: 1,
    key: 'card_congrats',
    price: 0,
    recommended: false,
    position: 4,
    name: tr('Félicitations', 'Enhorabuena', 'Proficiat', 'Congratulazioni'),
  },
  {
    id: 15,
    categoryId: 1,
    key: 'card_christmas',
    price: 0,
    recommended: false,
    position: 5,
    name: tr('Joyeux Noël', 'Feliz Navidad', 'Vrolijk kerstfeest', 'Buon Natale'),
  },
  // Category 2 always offers the default 'standard' option at price 0 (spec).
  {
    id: 21,
    categoryId: 2,
    key: 'standard',
    price: 0,
    recommended: false,
    position: 1,
    name: tr('Pochette standard', 'Sobre estándar', 'Standaardenvelop', 'Busta standard'),
  },
  {
    id: 22,
    categoryId: 2,
    key: 'premium_box',
    price: 490,
    recommended: true,
    position: 2,
    name: tr('Coffret premium', 'Caja prémium', 'Premium geschenkdoos', 'Cofanetto premium'),
  },
  {
    id: 23,
    categoryId: 2,
    key: 'wooden_box',
    price: 1490,
    recommended: false,
    position: 3,
    name: tr('Coffret en bois gravé', 'Caja de madera grabada', 'Gegraveerde houten kist', 'Cofanetto in legno inciso'),
  },
  {
    id: 31,
    categoryId: 3,
    key: 'chocolates',
    price: 990,
    recommended: false,
    position: 1,
    name: tr('Ballotin de chocolats', 'Caja de bombones', 'Doos pralines', 'Scatola di cioccolatini'),
  },
  {
    id: 32,
    categoryId: 3,
    key: 'wine_bottle',
    price: 1990,
    recommended: false,
    position: 2,
    name: tr('Bouteille de vin', 'Botella de vino', 'Fles wijn', 'Bottiglia di vino'),
  },
]
