// Terms of use: access, account, fair use, reviews, content, liability.
import { tr } from '../text'
import type { StaticPageText } from './page-text'

export const TERMS_OF_USE: StaticPageText = {
  id: 'terms-of-use',
  updatedAt: '2026-06-15',
  title: tr('Conditions d’utilisation', 'Condiciones de uso', 'Gebruiksvoorwaarden', 'Condizioni d’uso'),
  description: tr(
    'Accès au site, compte client, bon usage, avis et contenus : les règles d’utilisation du site Wanderweek.',
    'Acceso al sitio, cuenta de cliente, buen uso, opiniones y contenidos: las normas de uso del sitio Wanderweek.',
    'Toegang tot de site, klantaccount, correct gebruik, beoordelingen en inhoud: de gebruiksregels van Wanderweek.',
    'Accesso al sito, account cliente, uso corretto, recensioni e contenuti: le regole d’uso del sito Wanderweek.',
  ),
  intro: tr(
    'Ces conditions encadrent l’utilisation du site Wanderweek, édité par Wanderweek, société au capital de 10 000 euros. En naviguant sur le site, vous les acceptez ; les commandes relèvent en outre de nos conditions générales de vente.',
    'Estas condiciones regulan el uso del sitio Wanderweek, editado por Wanderweek, sociedad con un capital social de 10.000 euros. Al navegar por el sitio, las aceptas; los pedidos se rigen además por nuestras condiciones generales de venta.',
    'Deze voorwaarden regelen het gebruik van de site van Wanderweek, uitgegeven door Wanderweek, een vennootschap met een maatschappelijk kapitaal van 10.000 euro. Door de site te gebruiken, aanvaard je ze; voor bestellingen gelden daarnaast onze algemene verkoopvoorwaarden.',
    'Queste condizioni regolano l’uso del sito Wanderweek, edito da Wanderweek, società con capitale sociale di 10.000 euro. Navigando sul sito le accetti; gli ordini sono inoltre regolati dalle nostre condizioni generali di vendita.',
  ),
  sections: [
    {
      heading: tr('Accès au site', 'Acceso al sitio', 'Toegang tot de site', 'Accesso al sito'),
      blocks: [
        {
          p: tr(
            'Le site est accessible gratuitement, sans inscription, pour rechercher et comparer nos séjours. Nous faisons le nécessaire pour qu’il reste disponible, mais il peut être interrompu pour maintenance ou pour des raisons indépendantes de notre volonté.',
            'El sitio es de acceso gratuito, sin registro, para buscar y comparar nuestras escapadas. Hacemos lo necesario para que esté siempre disponible, pero puede interrumpirse por mantenimiento o por causas ajenas a nuestra voluntad.',
            'De site is gratis en zonder registratie toegankelijk om onze verblijven te zoeken en te vergelijken. We doen ons best om hem beschikbaar te houden, maar hij kan onderbroken worden voor onderhoud of om redenen buiten onze wil.',
            'Il sito è accessibile gratuitamente, senza registrazione, per cercare e confrontare i nostri soggiorni. Facciamo il possibile perché resti disponibile, ma può essere interrotto per manutenzione o per cause indipendenti dalla nostra volontà.',
          ),
        },
      ],
    },
    {
      heading: tr('Votre compte client', 'Tu cuenta de cliente', 'Je klantaccount', 'Il tuo account cliente'),
      blocks: [
        {
          p: tr(
            'Un compte client vous permet de retrouver vos réservations et votre liste d’envies. Les informations que vous y renseignez doivent être exactes, et vous êtes responsable de la confidentialité de vos identifiants.',
            'Una cuenta de cliente te permite consultar tus reservas y tu lista de deseos. La información que indiques debe ser exacta, y eres responsable de la confidencialidad de tus datos de acceso.',
            'Met een klantaccount vind je je boekingen en je verlanglijst terug. De gegevens die je invult, moeten juist zijn, en je bent verantwoordelijk voor de geheimhouding van je inloggegevens.',
            'Un account cliente ti permette di ritrovare le tue prenotazioni e la tua lista dei desideri. Le informazioni che inserisci devono essere esatte e sei responsabile della riservatezza delle tue credenziali.',
          ),
        },
      ],
    },
    {
      heading: tr('Bon usage du site', 'Buen uso del sitio', 'Correct gebruik van de site', 'Uso corretto del sito'),
      blocks: [
        {
          p: tr(
            'Le site est destiné à un usage personnel et non commercial. Sont notamment interdits :',
            'El sitio está destinado a un uso personal y no comercial. En particular, está prohibido:',
            'De site is bedoeld voor persoonlijk, niet-commercieel gebruik. Het is onder meer verboden om:',
            'Il sito è destinato a un uso personale e non commerciale. In particolare è vietato:',
          ),
        },
        {
          list: [
            tr(
              'l’extraction automatisée ou massive des offres, des prix ou des avis ;',
              'extraer de forma automatizada o masiva las ofertas, los precios o las opiniones;',
              'aanbiedingen, prijzen of beoordelingen automatisch of massaal over te nemen;',
              'estrarre in modo automatizzato o massivo offerte, prezzi o recensioni;',
            ),
            tr(
              'toute tentative d’accès non autorisé ou de perturbation du service ;',
              'intentar acceder sin autorización o alterar el funcionamiento del servicio;',
              'te proberen zonder toestemming toegang te krijgen of de dienst te verstoren;',
              'tentare di accedere senza autorizzazione o di disturbare il servizio;',
            ),
            tr(
              'la publication de contenus illicites, injurieux ou trompeurs.',
              'publicar contenidos ilícitos, ofensivos o engañosos.',
              'onwettige, beledigende of misleidende inhoud te publiceren.',
              'pubblicare contenuti illeciti, offensivi o ingannevoli.',
            ),
          ],
        },
      ],
    },
    {
      heading: tr('Avis des clients', 'Opiniones de clientes', 'Beoordelingen van klanten', 'Recensioni dei clienti'),
      blocks: [
        {
          p: tr(
            'Seuls les clients ayant séjourné dans un hôtel après une réservation sur Wanderweek peuvent publier un avis sur cet hôtel. Les avis sont publiés sans contrepartie, après modération, et peuvent être refusés s’ils sont injurieux ou sans rapport avec le séjour.',
            'Solo los clientes que se han alojado en un hotel tras reservar en Wanderweek pueden publicar una opinión sobre él. Las opiniones se publican sin contraprestación, tras moderación, y pueden rechazarse si son ofensivas o no guardan relación con la estancia.',
            'Alleen klanten die na een boeking op Wanderweek in een hotel verbleven, kunnen een beoordeling over dat hotel plaatsen. Beoordelingen worden zonder tegenprestatie en na moderatie gepubliceerd, en kunnen geweigerd worden als ze beledigend zijn of niets met het verblijf te maken hebben.',
            'Solo i clienti che hanno soggiornato in un hotel dopo una prenotazione su Wanderweek possono pubblicare una recensione su quell’hotel. Le recensioni sono pubblicate senza compenso, dopo moderazione, e possono essere rifiutate se offensive o non legate al soggiorno.',
          ),
        },
      ],
    },
    {
      heading: tr(
        'Contenus et responsabilité',
        'Contenidos y responsabilidad',
        'Inhoud en aansprakelijkheid',
        'Contenuti e responsabilità',
      ),
      blocks: [
        {
          p: tr(
            'Les textes, photos, logos et illustrations du site sont protégés : toute reproduction sans autorisation est interdite. Les photos des hôtels et des activités sont fournies à titre indicatif.',
            'Los textos, fotos, logotipos e ilustraciones del sitio están protegidos: queda prohibida su reproducción sin autorización. Las fotos de los hoteles y las actividades son orientativas.',
            'De teksten, foto’s, logo’s en illustraties op de site zijn beschermd: overnemen zonder toestemming is verboden. De foto’s van hotels en activiteiten zijn ter illustratie.',
            'Testi, foto, loghi e illustrazioni del sito sono protetti: è vietata ogni riproduzione senza autorizzazione. Le foto degli hotel e delle attività hanno valore indicativo.',
          ),
        },
        {
          p: tr(
            'Nous veillons à l’exactitude des informations publiées sans pouvoir garantir l’absence de toute erreur. Les sites vers lesquels nous renvoyons n’engagent pas Wanderweek. Ces conditions peuvent évoluer : la version applicable est celle publiée sur cette page.',
            'Velamos por la exactitud de la información publicada, sin poder garantizar que no contenga ningún error. Los sitios a los que enlazamos no comprometen a Wanderweek. Estas condiciones pueden cambiar: se aplica la versión publicada en esta página.',
            'We zorgen ervoor dat de gepubliceerde informatie juist is, zonder te kunnen garanderen dat ze geen enkele fout bevat. Wanderweek is niet verantwoordelijk voor de sites waarnaar we verwijzen. Deze voorwaarden kunnen wijzigen: de versie op deze pagina is van toepassing.',
            'Curiamo l’esattezza delle informazioni pubblicate, senza poter garantire l’assenza di qualsiasi errore. I siti a cui rimandiamo non impegnano Wanderweek. Queste condizioni possono cambiare: vale la versione pubblicata in questa pagina.',
          ),
        },
      ],
    },
  ],
}
