// The press room (site-wide §2: a static page of the French and Spanish sites only): who we are,
// the figures the site states, how to use our name and logo, and how journalists reach us.
import { PRESS_ROOM_PAGE, PRESS_ROOM_SITES } from '../../../../shared/cms/press-room'
import { tr } from '../text'
import { contactHref, type StaticPageText } from './page-text'

// Only French and Spanish are shown: the other languages' texts are never rendered (see `sites`).
const unused = ''

export const PRESS_ROOM: StaticPageText = {
  id: PRESS_ROOM_PAGE,
  sites: PRESS_ROOM_SITES,
  updatedAt: '2026-05-20',
  title: tr('Espace presse', 'Sala de prensa', unused, unused),
  description: tr(
    'Wanderweek en bref : des week-ends avec activités incluses, à réserver ou à offrir. Chiffres clés, visuels et contact presse.',
    'Wanderweek en pocas palabras: escapadas con actividades incluidas, para reservar o regalar. Cifras clave, recursos gráficos y contacto de prensa.',
    unused,
    unused,
  ),
  intro: tr(
    'Journalistes, blogueurs, créateurs de contenu : retrouvez ici l’essentiel sur Wanderweek et la manière de nous joindre.',
    'Periodistas, blogueros y creadores de contenido: aquí encontraréis lo esencial sobre Wanderweek y cómo contactar con nosotros.',
    unused,
    unused,
  ),
  sections: [
    {
      heading: tr('Qui sommes-nous', 'Quiénes somos', unused, unused),
      blocks: [
        {
          p: tr(
            'Wanderweek propose des courts séjours à l’hôtel avec activités incluses : une nuit, des petits-déjeuners, un dîner, un spa ou une sortie au grand air, à réserver pour soi ou à offrir. Le bénéficiaire d’un séjour cadeau choisit ses dates plus tard.',
            'Wanderweek ofrece escapadas cortas en hotel con actividades incluidas: una noche, desayunos, una cena, un spa o una salida al aire libre, para reservar o regalar. Quien recibe una escapada regalo elige sus fechas más adelante.',
            unused,
            unused,
          ),
        },
      ],
    },
    {
      heading: tr('Chiffres clés', 'Cifras clave', unused, unused),
      blocks: [
        {
          list: [
            tr('Environ 5 000 séjours au catalogue', 'Unas 5000 escapadas en el catálogo', unused, unused),
            tr(
              'Six sites : France, Espagne, Belgique (français et néerlandais), Pays-Bas et Italie',
              'Seis webs: España, Francia, Bélgica (francés y neerlandés), Países Bajos e Italia',
              unused,
              unused,
            ),
            tr('Noté 4,5/5 sur 4 146 avis', 'Valorado con 4,5/5 en 4146 opiniones', unused, unused),
          ],
        },
      ],
    },
    {
      heading: tr('Logo et visuels', 'Logotipo y recursos gráficos', unused, unused),
      blocks: [
        {
          p: tr(
            'Notre logo et les photos de nos séjours peuvent être repris pour illustrer un article consacré à Wanderweek, sans modification et avec la mention « © Wanderweek ». Pour tout autre usage, écrivez-nous.',
            'Nuestro logotipo y las fotos de nuestras escapadas pueden usarse para ilustrar un artículo sobre Wanderweek, sin modificarlos y con la mención «© Wanderweek». Para cualquier otro uso, escríbenos.',
            unused,
            unused,
          ),
        },
      ],
    },
    {
      heading: tr('Contact presse', 'Contacto de prensa', unused, unused),
      blocks: [
        {
          p: tr(
            'Pour une interview, un reportage ou une invitation à découvrir un séjour, laissez-nous un message avec le sujet « Une autre question » en précisant votre média : nous vous répondons sous 48h.',
            'Para una entrevista, un reportaje o una invitación a conocer una escapada, déjanos un mensaje con el asunto «Otra pregunta» indicando tu medio: te respondemos en 48h.',
            unused,
            unused,
          ),
        },
      ],
      link: { label: tr('Nous écrire', 'Escríbenos', unused, unused), href: contactHref('other') },
    },
  ],
}
