// The six partner minisites (spec site-wide §3). Partners are invented, generic names.
export interface Minisite {
  readonly minisiteId: number
  readonly slug: string
  readonly partnerName: string | null
  readonly locale: 'fr_FR' | 'fr_BE' | 'nl_BE'
  readonly bannerDesktopUrl: string
  readonly bannerMobileUrl: string
  readonly logoUrl: string | null
  readonly footer: string | null
}

const banner = (id: number, size: string): string => `/images/banner/minisite-${id}/${size}`

export const MINISITES: readonly Minisite[] = [
  {
    minisiteId: 101,
    slug: 'mutuelle-horizon',
    partnerName: 'Mutuelle Horizon',
    locale: 'fr_FR',
    bannerDesktopUrl: banner(101, '1920_595'),
    bannerMobileUrl: banner(101, '750_360'),
    logoUrl: banner(1101, '237_168'),
    footer:
      '<p>Offre réservée aux adhérents de <strong>Mutuelle Horizon</strong>, mutuelle régie par le livre II du Code de la mutualité.</p><p>Réductions non cumulables. <a href="/fr-fr/contact">Nous contacter</a></p>',
  },
  {
    minisiteId: 102,
    slug: 'madame-belgique',
    partnerName: 'Madame Belgique',
    locale: 'fr_BE',
    bannerDesktopUrl: banner(102, '1920_595'),
    bannerMobileUrl: banner(102, '750_360'),
    logoUrl: banner(1102, '237_168'),
    footer:
      '<p>Une offre exclusive pour les lectrices de <strong>Madame Belgique</strong>.<br>Valable dans la limite des disponibilités.</p>',
  },
  {
    minisiteId: 103,
    slug: 'evasion-magazine',
    partnerName: 'Évasion Magazine',
    locale: 'fr_FR',
    bannerDesktopUrl: banner(103, '1920_595'),
    bannerMobileUrl: banner(103, '750_360'),
    logoUrl: null,
    footer: null,
  },
  {
    minisiteId: 104,
    slug: 'elles-magazine',
    partnerName: 'Elles Magazine',
    locale: 'fr_FR',
    bannerDesktopUrl: banner(104, '1920_595'),
    bannerMobileUrl: banner(104, '750_360'),
    logoUrl: banner(1104, '237_168'),
    footer: '<p>Avantage lectrices <strong>Elles Magazine</strong> : code appliqué automatiquement au paiement.</p>',
  },
  {
    minisiteId: 105,
    slug: 'le-quotidien',
    partnerName: 'Le Quotidien National',
    locale: 'fr_FR',
    bannerDesktopUrl: banner(105, '1920_595'),
    bannerMobileUrl: banner(105, '750_360'),
    logoUrl: banner(1105, '237_168'),
    footer: '<p>Offre proposée aux abonnés du <strong>Quotidien National</strong>. Voir les <a href="/fr-fr/contact">conditions</a>.</p>',
  },
  {
    minisiteId: 106,
    slug: 'weekblad-vrij',
    partnerName: 'Weekblad Vrij',
    locale: 'nl_BE',
    bannerDesktopUrl: banner(106, '1920_595'),
    bannerMobileUrl: banner(106, '750_360'),
    logoUrl: banner(1106, '237_168'),
    footer: '<p>Exclusief aanbod voor de lezers van <strong>Weekblad Vrij</strong>.<br>Zolang de voorraad strekt.</p>',
  },
]
