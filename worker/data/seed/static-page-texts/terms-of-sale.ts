// Terms of sale: booking, prices, payment, cancellation and insurance, gift vouchers, complaints.
import { localize, tr } from '../text'
import { contactHref, type StaticPageText } from './page-text'

export const TERMS_OF_SALE: StaticPageText = {
  id: 'terms-of-sale',
  updatedAt: '2026-09-01',
  title: tr(
    'Conditions générales de vente',
    'Condiciones generales de venta',
    'Algemene verkoopvoorwaarden',
    'Condizioni generali di vendita',
  ),
  description: tr(
    'Réservation, prix, paiement, annulation, assurance, bons cadeaux et réclamations : les conditions de vente des séjours Wanderweek.',
    'Reserva, precios, pago, cancelación, seguro, bonos regalo y reclamaciones: las condiciones de venta de las escapadas Wanderweek.',
    'Boeken, prijzen, betalen, annuleren, verzekering, cadeaubonnen en klachten: de verkoopvoorwaarden van Wanderweek.',
    'Prenotazione, prezzi, pagamento, cancellazione, assicurazione, buoni regalo e reclami: le condizioni di vendita di Wanderweek.',
  ),
  intro: tr(
    'Ces conditions s’appliquent à toute commande passée sur Wanderweek : séjours avec activités, séjours cadeaux, coffrets, cartes cadeaux et activités seules. Le site est exploité par Wanderweek, société au capital de 10 000 euros. En validant votre commande, vous acceptez ces conditions.',
    'Estas condiciones se aplican a cualquier pedido realizado en Wanderweek: escapadas con actividades, escapadas para regalar, cofres, tarjetas regalo y actividades sueltas. El sitio lo gestiona Wanderweek, sociedad con un capital social de 10.000 euros. Al confirmar tu pedido, aceptas estas condiciones.',
    'Deze voorwaarden gelden voor elke bestelling op Wanderweek: verblijven met activiteiten, cadeauverblijven, cadeauboxen, cadeaukaarten en losse activiteiten. De site wordt beheerd door Wanderweek, een vennootschap met een maatschappelijk kapitaal van 10.000 euro. Door je bestelling te bevestigen, aanvaard je deze voorwaarden.',
    'Queste condizioni si applicano a ogni ordine effettuato su Wanderweek: soggiorni con attività, soggiorni regalo, cofanetti, carte regalo e attività singole. Il sito è gestito da Wanderweek, società con capitale sociale di 10.000 euro. Confermando l’ordine, accetti queste condizioni.',
  ),
  sections: [
    {
      heading: tr('Réservation', 'Reserva', 'Boeken', 'Prenotazione'),
      blocks: [
        {
          p: tr(
            'Vous choisissez une offre, vos dates et le nombre de voyageurs, puis vous vérifiez le récapitulatif avant de payer. La réservation est ferme dès la confirmation du paiement : vous recevez alors un e-mail avec votre numéro de réservation à 8 chiffres.',
            'Eliges una oferta, tus fechas y el número de viajeros, y revisas el resumen antes de pagar. La reserva es firme en cuanto se confirma el pago: recibirás entonces un correo electrónico con tu número de reserva de 8 cifras.',
            'Je kiest een aanbieding, je data en het aantal reizigers, en je controleert het overzicht voordat je betaalt. De boeking is definitief zodra de betaling bevestigd is: je ontvangt dan een e-mail met je boekingsnummer van 8 cijfers.',
            'Scegli un’offerta, le date e il numero di viaggiatori, poi controlli il riepilogo prima di pagare. La prenotazione è confermata non appena il pagamento va a buon fine: ricevi allora un’e-mail con il tuo numero di prenotazione di 8 cifre.',
          ),
        },
        {
          p: tr(
            'Le séjour est assuré par l’hôtel partenaire, qui vous accueille avec les prestations décrites dans l’offre (nuit, petit-déjeuner, dîner, activités). Les horaires d’arrivée et de départ sont ceux de l’hôtel.',
            'La estancia la presta el hotel colaborador, que te recibe con los servicios descritos en la oferta (noche, desayuno, cena, actividades). Los horarios de llegada y salida son los del hotel.',
            'Het verblijf wordt verzorgd door het partnerhotel, dat je ontvangt met de diensten die in de aanbieding beschreven staan (overnachting, ontbijt, diner, activiteiten). De aankomst- en vertrektijden zijn die van het hotel.',
            'Il soggiorno è fornito dall’hotel partner, che ti accoglie con i servizi descritti nell’offerta (notte, colazione, cena, attività). Gli orari di arrivo e partenza sono quelli dell’hotel.',
          ),
        },
      ],
    },
    {
      heading: tr('Prix', 'Precios', 'Prijzen', 'Prezzi'),
      blocks: [
        {
          p: tr(
            'Les prix sont indiqués en euros, toutes taxes comprises (TVA incluse), pour le nombre de voyageurs et de nuits choisi. Ils comprennent uniquement les prestations décrites dans l’offre.',
            'Los precios se indican en euros, con todos los impuestos incluidos (IVA incluido), para el número de viajeros y de noches elegido. Solo incluyen los servicios descritos en la oferta.',
            'De prijzen staan in euro, inclusief alle belastingen (btw inbegrepen), voor het gekozen aantal reizigers en nachten. Ze omvatten alleen de diensten die in de aanbieding beschreven staan.',
            'I prezzi sono indicati in euro, tasse incluse (IVA inclusa), per il numero di viaggiatori e di notti scelto. Comprendono solo i servizi descritti nell’offerta.',
          ),
        },
        {
          p: tr(
            'La taxe de séjour fixée par la commune est à régler sur place lorsque l’offre l’indique. Les prix peuvent évoluer à tout moment : le prix applicable est celui affiché au moment de votre commande.',
            'La tasa turística que fija el municipio se paga en el alojamiento cuando así lo indica la oferta. Los precios pueden cambiar en cualquier momento: se aplica el precio que aparece en el momento de tu pedido.',
            'De toeristenbelasting van de gemeente betaal je ter plaatse wanneer de aanbieding dat vermeldt. Prijzen kunnen op elk moment wijzigen: de prijs die geldt, is de prijs die op het moment van je bestelling getoond wordt.',
            'L’imposta di soggiorno stabilita dal comune si paga in struttura quando l’offerta lo indica. I prezzi possono cambiare in qualsiasi momento: vale il prezzo mostrato al momento dell’ordine.',
          ),
        },
      ],
    },
    {
      heading: tr('Paiement', 'Pago', 'Betalen', 'Pagamento'),
      blocks: [
        {
          p: tr(
            'Le paiement se fait en ligne au moment de la commande, par carte bancaire ou portefeuille en ligne. Les données de paiement sont traitées par notre prestataire de paiement sécurisé : Wanderweek ne les reçoit ni ne les conserve.',
            'El pago se realiza en línea al hacer el pedido, con tarjeta bancaria o monedero online. Los datos de pago los trata nuestro proveedor de pago seguro: Wanderweek no los recibe ni los guarda.',
            'Je betaalt online bij het bestellen, met een bankkaart of een online wallet. De betaalgegevens worden verwerkt door onze beveiligde betaalprovider: Wanderweek ontvangt of bewaart ze niet.',
            'Il pagamento avviene online al momento dell’ordine, con carta di pagamento o portafoglio online. I dati di pagamento sono trattati dal nostro fornitore di pagamento sicuro: Wanderweek non li riceve né li conserva.',
          ),
        },
        {
          p: tr(
            'Sur les séjours éligibles, vous pouvez payer en 3 ou 4 fois : les échéances et leurs éventuels frais vous sont présentés avant validation.',
            'En las estancias elegibles puedes pagar en 3 o 4 plazos: los plazos y sus posibles gastos se muestran antes de confirmar.',
            'Voor geschikte verblijven kun je in 3 of 4 termijnen betalen: de termijnen en eventuele kosten zie je voordat je bevestigt.',
            'Sui soggiorni idonei puoi pagare in 3 o 4 rate: le scadenze e gli eventuali costi ti vengono mostrati prima della conferma.',
          ),
        },
      ],
    },
    {
      heading: tr(
        'Modification, annulation et assurance',
        'Cambios, cancelación y seguro',
        'Wijzigen, annuleren en verzekering',
        'Modifica, cancellazione e assicurazione',
      ),
      blocks: [
        {
          p: tr(
            'Chaque offre précise ses conditions avant le paiement. Une offre flexible peut être modifiée sans frais jusqu’à la date limite indiquée et donne lieu à un remboursement partiel en cas d’annulation. Une offre non remboursable ne peut être ni annulée ni remboursée.',
            'Cada oferta indica sus condiciones antes del pago. Una oferta flexible se puede modificar sin gastos hasta la fecha límite indicada y da lugar a un reembolso parcial si cancelas. Una oferta no reembolsable no se puede cancelar ni reembolsar.',
            'Elke aanbieding vermeldt haar voorwaarden vóór de betaling. Een flexibele aanbieding kun je tot de aangegeven uiterste datum kosteloos wijzigen; bij annulering krijg je een deel terugbetaald. Een niet-terugbetaalbare aanbieding kan niet geannuleerd of terugbetaald worden.',
            'Ogni offerta indica le sue condizioni prima del pagamento. Un’offerta flessibile si può modificare senza costi fino alla data limite indicata e prevede un rimborso parziale in caso di cancellazione. Un’offerta non rimborsabile non può essere cancellata né rimborsata.',
          ),
        },
        {
          p: tr(
            'Une assurance annulation facultative vous est proposée au moment du paiement, à un prix affiché avant validation. Elle rembourse votre séjour si vous devez annuler pour l’un des motifs prévus par son contrat, comme une maladie, un accident ou le décès d’un proche.',
            'Al pagar te ofrecemos un seguro de cancelación opcional, con un precio que ves antes de confirmar. Te reembolsa la estancia si tienes que cancelar por uno de los motivos que cubre su póliza, como una enfermedad, un accidente o el fallecimiento de un familiar.',
            'Bij het betalen bieden we je een optionele annuleringsverzekering aan, met een prijs die je ziet voordat je bevestigt. Ze betaalt je verblijf terug als je moet annuleren om een reden die de polis dekt, zoals ziekte, een ongeval of het overlijden van een naaste.',
            'Al momento del pagamento ti proponiamo un’assicurazione annullamento facoltativa, con un prezzo mostrato prima della conferma. Ti rimborsa il soggiorno se devi annullare per uno dei motivi previsti dalla polizza, come una malattia, un incidente o il decesso di un familiare.',
          ),
        },
        {
          p: tr(
            'Le droit de rétractation ne s’applique pas aux prestations d’hébergement et de loisirs prévues à une date déterminée.',
            'El derecho de desistimiento no se aplica a los servicios de alojamiento y ocio previstos para una fecha determinada.',
            'Het herroepingsrecht geldt niet voor accommodatie en vrijetijdsdiensten op een vastgelegde datum.',
            'Il diritto di recesso non si applica ai servizi di alloggio e per il tempo libero previsti in una data determinata.',
          ),
        },
      ],
    },
    {
      heading: tr(
        'Séjours cadeaux et bons cadeaux',
        'Escapadas para regalar y bonos regalo',
        'Cadeauverblijven en cadeaubonnen',
        'Soggiorni regalo e buoni regalo',
      ),
      blocks: [
        {
          p: tr(
            'Un séjour cadeau, un coffret ou une carte cadeau donne lieu à un bon cadeau valable 18 mois à compter de la date d’achat. Le bénéficiaire réserve ensuite ses dates lui-même, selon les disponibilités.',
            'Una escapada para regalar, un cofre o una tarjeta regalo da lugar a un bono regalo válido durante 18 meses desde la fecha de compra. Después, quien lo recibe reserva sus fechas según la disponibilidad.',
            'Een cadeauverblijf, cadeaubox of cadeaukaart geeft recht op een cadeaubon die 18 maanden geldig is vanaf de aankoopdatum. De ontvanger boekt daarna zelf de data, volgens beschikbaarheid.',
            'Un soggiorno regalo, un cofanetto o una carta regalo danno diritto a un buono regalo valido 18 mesi dalla data di acquisto. Chi lo riceve prenota poi le date in autonomia, secondo disponibilità.',
          ),
        },
        {
          list: [
            tr(
              'Le bon est envoyé par e-mail ou livré dans un coffret, selon le format choisi à la commande.',
              'El bono se envía por correo electrónico o en un estuche, según el formato elegido al hacer el pedido.',
              'De bon wordt per e-mail verstuurd of in een geschenkverpakking geleverd, volgens het formaat dat je bij de bestelling kiest.',
              'Il buono viene inviato per e-mail o consegnato in un cofanetto, secondo il formato scelto al momento dell’ordine.',
            ),
            tr(
              'Il n’est ni remboursable ni échangeable contre de l’argent, mais il peut être offert à une autre personne.',
              'No es reembolsable ni canjeable por dinero, pero puede regalarse a otra persona.',
              'Hij is niet terugbetaalbaar of inwisselbaar voor geld, maar je kunt hem aan iemand anders geven.',
              'Non è rimborsabile né convertibile in denaro, ma può essere regalato a un’altra persona.',
            ),
            tr(
              'Une fois les dates réservées, les conditions d’annulation de l’offre choisie s’appliquent.',
              'Una vez reservadas las fechas, se aplican las condiciones de cancelación de la oferta elegida.',
              'Zodra de data geboekt zijn, gelden de annuleringsvoorwaarden van de gekozen aanbieding.',
              'Una volta prenotate le date, si applicano le condizioni di cancellazione dell’offerta scelta.',
            ),
          ],
        },
      ],
    },
    {
      heading: tr('Réclamations', 'Reclamaciones', 'Klachten', 'Reclami'),
      blocks: [
        {
          p: tr(
            'Un souci pendant votre séjour ? Signalez-le d’abord à l’hôtel, qui pourra souvent y remédier sur place. Pour toute réclamation, écrivez-nous depuis la page contact dans les 30 jours suivant la fin du séjour, avec votre numéro de réservation : notre service client vous répond sous 48 heures.',
            '¿Algún problema durante tu estancia? Coméntalo primero en el hotel, que a menudo podrá solucionarlo en el momento. Para cualquier reclamación, escríbenos desde la página de contacto en los 30 días siguientes al final de la estancia, con tu número de reserva: nuestro servicio de atención al cliente te responde en 48 horas.',
            'Een probleem tijdens je verblijf? Meld het eerst aan het hotel, dat het vaak ter plaatse kan oplossen. Voor een klacht schrijf je ons via de contactpagina binnen 30 dagen na het einde van je verblijf, met je boekingsnummer: onze klantenservice antwoordt binnen 48 uur.',
            'Un problema durante il soggiorno? Segnalalo prima all’hotel, che spesso potrà risolverlo sul posto. Per qualsiasi reclamo, scrivici dalla pagina contatti entro 30 giorni dalla fine del soggiorno, indicando il numero di prenotazione: il nostro servizio clienti ti risponde entro 48 ore.',
          ),
        },
        {
          p: localize(
            tr(
              'Si notre réponse ne vous satisfait pas, vous pouvez recourir gratuitement à un médiateur de la consommation.',
              'Si nuestra respuesta no te satisface, puedes acudir a las Juntas Arbitrales de Consumo.',
              'Ben je niet tevreden met ons antwoord, dan kun je je klacht voorleggen aan een erkende geschilleninstantie voor consumenten.',
              'Se la nostra risposta non ti soddisfa, puoi rivolgerti a un organismo di risoluzione alternativa delle controversie dei consumatori.',
            ),
            {
              fr_BE:
                'Si notre réponse ne vous satisfait pas, vous pouvez vous adresser gratuitement au Service de médiation pour le consommateur.',
              nl_BE: 'Ben je niet tevreden met ons antwoord, dan kun je je gratis wenden tot de Consumentenombudsdienst.',
            },
          ),
        },
      ],
      link: {
        label: tr(
          'Contacter le service client',
          'Contactar con atención al cliente',
          'Contact opnemen met de klantenservice',
          'Contatta il servizio clienti',
        ),
        href: contactHref(),
      },
    },
  ],
}
