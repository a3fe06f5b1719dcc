// Cookies: the kinds used, consent, retention, how to change one's choice.
import { readCatalog } from '../../../../scripts/compile-locales'
import type { Site } from '../../../../shared/sites'
import { localize, tr } from '../text'
import type { StaticPageText } from './page-text'

export const COOKIES: StaticPageText = {
  id: 'cookies',
  updatedAt: '2026-10-05',
  title: tr('Politique cookies', 'Política de cookies', 'Cookiebeleid', 'Informativa sui cookie'),
  description: tr(
    'Les cookies utilisés sur Wanderweek, votre consentement et comment modifier vos choix à tout moment.',
    'Las cookies que utiliza Wanderweek, tu consentimiento y cómo cambiar tus preferencias en cualquier momento.',
    'De cookies die Wanderweek gebruikt, je toestemming en hoe je je keuzes op elk moment wijzigt.',
    'I cookie utilizzati su Wanderweek, il tuo consenso e come modificare le tue scelte in qualsiasi momento.',
  ),
  intro: tr(
    'Un cookie est un petit fichier déposé sur votre appareil lorsque vous visitez un site. Nous utilisons des cookies pour faire fonctionner Wanderweek et, si vous l’acceptez, pour mesurer son audience et vous proposer des offres qui vous ressemblent.',
    'Una cookie es un pequeño archivo que se guarda en tu dispositivo cuando visitas un sitio. Usamos cookies para que Wanderweek funcione y, si lo aceptas, para medir su audiencia y proponerte ofertas a tu medida.',
    'Een cookie is een klein bestand dat op je toestel wordt geplaatst wanneer je een site bezoekt. We gebruiken cookies om Wanderweek te laten werken en, als je dat goedvindt, om het bezoek te meten en je aanbiedingen op maat te tonen.',
    'Un cookie è un piccolo file salvato sul tuo dispositivo quando visiti un sito. Usiamo i cookie per far funzionare Wanderweek e, se lo accetti, per misurarne l’audience e proporti offerte su misura.',
  ),
  sections: [
    {
      heading: tr('Les cookies que nous utilisons', 'Las cookies que utilizamos', 'Welke cookies we gebruiken', 'I cookie che utilizziamo'),
      blocks: [
        {
          list: [
            tr(
              '<strong>Nécessaires</strong> : ils font fonctionner le site (sécurité, commande, connexion à votre compte) et ne peuvent pas être désactivés.',
              '<strong>Necesarias</strong>: hacen funcionar el sitio (seguridad, pedido, acceso a tu cuenta) y no se pueden desactivar.',
              '<strong>Noodzakelijk</strong>: ze laten de site werken (beveiliging, bestelling, inloggen op je account) en kunnen niet uitgeschakeld worden.',
              '<strong>Necessari</strong>: fanno funzionare il sito (sicurezza, ordine, accesso al tuo account) e non possono essere disattivati.',
            ),
            tr(
              '<strong>Mesure d’audience</strong> : ils nous indiquent les pages consultées, pour améliorer le site.',
              '<strong>Medición de audiencia</strong>: nos indican las páginas visitadas, para mejorar el sitio.',
              '<strong>Bezoekersmeting</strong>: ze tonen ons welke pagina’s bezocht worden, zodat we de site kunnen verbeteren.',
              '<strong>Misurazione dell’audience</strong>: ci indicano le pagine visitate, per migliorare il sito.',
            ),
            tr(
              '<strong>Personnalisation</strong> : ils retiennent vos recherches pour vous suggérer des séjours adaptés.',
              '<strong>Personalización</strong>: recuerdan tus búsquedas para sugerirte escapadas a tu medida.',
              '<strong>Personalisatie</strong>: ze onthouden je zoekopdrachten om je passende verblijven voor te stellen.',
              '<strong>Personalizzazione</strong>: ricordano le tue ricerche per suggerirti soggiorni adatti a te.',
            ),
            tr(
              '<strong>Publicité</strong> : déposés par nos partenaires, ils permettent de vous montrer nos offres sur d’autres sites.',
              '<strong>Publicidad</strong>: las instalan nuestros socios y permiten mostrarte nuestras ofertas en otros sitios.',
              '<strong>Advertenties</strong>: geplaatst door onze partners, om je onze aanbiedingen op andere sites te tonen.',
              '<strong>Pubblicità</strong>: installati dai nostri partner, permettono di mostrarti le nostre offerte su altri siti.',
            ),
          ],
        },
        {
          p: tr(
            'Votre liste d’envies et les séjours que vous avez consultés récemment sont enregistrés dans le stockage de votre navigateur : ils restent sur votre appareil.',
            'Tu lista de deseos y las escapadas que has visto recientemente se guardan en el almacenamiento de tu navegador: se quedan en tu dispositivo.',
            'Je verlanglijst en de verblijven die je onlangs bekeek, worden opgeslagen in de opslag van je browser: ze blijven op je toestel.',
            'La tua lista dei desideri e i soggiorni che hai visto di recente sono salvati nella memoria del tuo browser: restano sul tuo dispositivo.',
          ),
        },
        {
          // The language cookie exists only on the Belgian site, the one site with two languages.
          p: localize(tr('', '', '', ''), {
            fr_BE:
              'Sur notre site belge, un cookie nécessaire retient pendant un an la langue que vous avez choisie, français ou néerlandais.',
            nl_BE:
              'Op onze Belgische site onthoudt een noodzakelijke cookie een jaar lang de taal die je gekozen hebt, Nederlands of Frans.',
          }),
        },
      ],
    },
    {
      heading: tr('Votre consentement', 'Tu consentimiento', 'Je toestemming', 'Il tuo consenso'),
      blocks: [
        {
          p: tr(
            'Lors de votre première visite, un bandeau vous permet d’accepter ou de refuser les cookies, ou de les choisir par finalité. Refuser est aussi simple qu’accepter et ne vous empêche pas d’utiliser le site : sans votre accord, seuls les cookies nécessaires sont déposés.',
            'En tu primera visita, un aviso te permite aceptar o rechazar las cookies, o elegirlas por finalidad. Rechazarlas es tan sencillo como aceptarlas y no te impide usar el sitio: sin tu consentimiento, solo se instalan las cookies necesarias.',
            'Bij je eerste bezoek kun je via een banner cookies aanvaarden of weigeren, of ze per doel kiezen. Weigeren is even eenvoudig als aanvaarden en belet je niet de site te gebruiken: zonder je toestemming plaatsen we alleen noodzakelijke cookies.',
            'Alla tua prima visita, un banner ti permette di accettare o rifiutare i cookie, oppure di sceglierli per finalità. Rifiutare è semplice quanto accettare e non ti impedisce di usare il sito: senza il tuo consenso vengono installati solo i cookie necessari.',
          ),
        },
        {
          p: tr(
            'Votre choix est conservé 6 mois ; nous vous le redemandons ensuite. Les cookies eux-mêmes ne sont jamais conservés plus de 13 mois.',
            'Tu elección se guarda durante 6 meses; después te la volvemos a pedir. Las cookies nunca se conservan más de 13 meses.',
            'Je keuze wordt 6 maanden bewaard; daarna vragen we ze opnieuw. De cookies zelf worden nooit langer dan 13 maanden bewaard.',
            'La tua scelta viene conservata per 6 mesi, poi te la chiediamo di nuovo. I cookie non vengono mai conservati per più di 13 mesi.',
          ),
        },
      ],
    },
    {
      heading: tr('Modifier vos choix', 'Cambiar tus preferencias', 'Je keuzes wijzigen', 'Modificare le tue scelte'),
      blocks: [
        {
          p: tr(
            'Vous pouvez changer d’avis à tout moment : supprimez les cookies de notre site dans les réglages de votre navigateur, et le bandeau vous demandera à nouveau votre choix lors de votre prochaine visite.',
            'Puedes cambiar de opinión en cualquier momento: borra las cookies de nuestro sitio en la configuración de tu navegador y el aviso te volverá a preguntar en tu próxima visita.',
            'Je kunt op elk moment van gedachten veranderen: verwijder de cookies van onze site in de instellingen van je browser, dan vraagt de banner bij je volgende bezoek opnieuw naar je keuze.',
            'Puoi cambiare idea in qualsiasi momento: elimina i cookie del nostro sito dalle impostazioni del browser e il banner ti chiederà di nuovo la tua scelta alla prossima visita.',
          ),
        },
        {
          p: tr(
            'Votre navigateur permet aussi de bloquer tous les cookies ou ceux de certains sites. Le site risque alors de ne plus fonctionner correctement, par exemple pour passer commande.',
            'Tu navegador también permite bloquear todas las cookies o las de algunos sitios. En ese caso, es posible que el sitio no funcione correctamente, por ejemplo al hacer un pedido.',
            'In je browser kun je ook alle cookies blokkeren, of die van bepaalde sites. De site werkt dan mogelijk niet meer goed, bijvoorbeeld om te bestellen.',
            'Il browser permette anche di bloccare tutti i cookie o quelli di alcuni siti. In tal caso il sito potrebbe non funzionare correttamente, per esempio per effettuare un ordine.',
          ),
        },
      ],
    },
    {
      heading: tr('Pour en savoir plus', 'Más información', 'Meer weten', 'Per saperne di più'),
      blocks: [
        {
          p: tr(
            'Les données recueillies grâce aux cookies sont traitées comme toutes vos données personnelles : notre page Protection des données détaille leur usage, leur durée de conservation et vos droits.',
            'Los datos obtenidos mediante cookies se tratan como el resto de tus datos personales: nuestra página de Protección de datos detalla su uso, su plazo de conservación y tus derechos.',
            'Gegevens die via cookies verzameld worden, behandelen we zoals al je persoonsgegevens: onze pagina Gegevensbescherming legt uit hoe we ze gebruiken, hoe lang we ze bewaren en wat je rechten zijn.',
            'I dati raccolti tramite i cookie sono trattati come tutti i tuoi dati personali: la nostra pagina Protezione dei dati ne spiega l’uso, la durata di conservazione e i tuoi diritti.',
          ),
        },
      ],
      link: {
        label: tr('Protection des données', 'Protección de datos', 'Gegevensbescherming', 'Protezione dei dati'),
        // The data protection page's path on the site: the catalogue's message the footer's link reads too.
        href: (site: Site) => `${site.pathPrefix}/${readCatalog(site.id)['legalPath.dataProtection']}`,
      },
    },
  ],
}
