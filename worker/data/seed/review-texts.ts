// Phrase banks for guest reviews, per review language and criterion.
import type { Language } from '../../../shared/sites'

export type Criterion = 'welcoming' | 'comfort' | 'cleanliness' | 'food' | 'localization' | 'price_quality_ratio'

type Bank = Readonly<Record<Criterion | 'general', readonly string[]>>

export const POSITIVE: Readonly<Record<Language, Bank>> = {
  fr: {
    welcoming: [
      'Accueil chaleureux, le personnel est aux petits soins.',
      'Une équipe adorable et de très bon conseil pour visiter la région.',
      'Nous avons été reçus comme des amis.',
    ],
    comfort: [
      'Chambre spacieuse et literie très confortable.',
      'Très bien dormi, au calme absolu.',
      'La chambre est superbe et bien équipée.',
    ],
    cleanliness: ['Tout était impeccable.', 'Propreté irréprochable, de la chambre au spa.'],
    food: [
      'Petit-déjeuner copieux avec de bons produits locaux.',
      'Le dîner était délicieux, bravo au chef !',
      'Cuisine raffinée et généreuse.',
    ],
    localization: ['Emplacement idéal pour découvrir les environs.', 'Cadre magnifique et très calme.', 'Parfait pour se promener à pied.'],
    price_quality_ratio: ['Excellent rapport qualité-prix.', 'Le coffret vaut vraiment le coup.'],
    general: [
      'Un week-end parfait, nous reviendrons !',
      'Séjour très agréable, merci pour tout.',
      'Exactement ce dont nous avions besoin pour décompresser.',
    ],
  },
  es: {
    welcoming: [
      'Trato cercano, el personal es encantador.',
      'Un equipo muy amable que nos dio buenos consejos para visitar la zona.',
      'Nos recibieron como a amigos.',
    ],
    comfort: [
      'Habitación amplia y cama muy cómoda.',
      'Dormimos de maravilla, con total tranquilidad.',
      'La habitación es preciosa y está bien equipada.',
    ],
    cleanliness: ['Todo estaba impecable.', 'Limpieza perfecta, de la habitación al spa.'],
    food: [
      'Desayuno abundante con buenos productos locales.',
      '¡La cena estaba deliciosa, enhorabuena al chef!',
      'Cocina refinada y generosa.',
    ],
    localization: ['Ubicación ideal para descubrir los alrededores.', 'Entorno precioso y muy tranquilo.', 'Perfecto para pasear a pie.'],
    price_quality_ratio: ['Excelente relación calidad-precio.', 'La escapada merece mucho la pena.'],
    general: [
      '¡Un fin de semana perfecto, volveremos!',
      'Estancia muy agradable, gracias por todo.',
      'Justo lo que necesitábamos para desconectar.',
    ],
  },
  nl: {
    welcoming: [
      'Hartelijk onthaal, het personeel staat voor je klaar.',
      'Heel vriendelijk team met goede tips om de streek te bezoeken.',
      'We werden ontvangen als vrienden.',
    ],
    comfort: ['Ruime kamer en een heerlijk bed.', 'Super geslapen, het was er muisstil.', 'De kamer is prachtig en goed uitgerust.'],
    cleanliness: ['Alles was brandschoon.', 'Perfect schoon, van de kamer tot de spa.'],
    food: [
      'Uitgebreid ontbijt met lekkere lokale producten.',
      'Het diner was verrukkelijk, complimenten aan de chef!',
      'Verfijnde en royale keuken.',
    ],
    localization: [
      'Ideale ligging om de omgeving te ontdekken.',
      'Prachtige, rustige omgeving.',
      'Perfect om te voet op verkenning te gaan.',
    ],
    price_quality_ratio: ['Uitstekende prijs-kwaliteitverhouding.', 'Het arrangement is zijn geld echt waard.'],
    general: [
      'Een perfect weekend, we komen zeker terug!',
      'Heel fijn verblijf, bedankt voor alles.',
      'Precies wat we nodig hadden om even tot rust te komen.',
    ],
  },
  it: {
    welcoming: [
      'Accoglienza calorosa, il personale è premuroso.',
      'Uno staff gentilissimo, con ottimi consigli per visitare la zona.',
      'Siamo stati accolti come amici.',
    ],
    comfort: [
      'Camera spaziosa e letto comodissimo.',
      'Abbiamo dormito benissimo, nella calma più totale.',
      'La camera è splendida e ben attrezzata.',
    ],
    cleanliness: ['Tutto era impeccabile.', 'Pulizia perfetta, dalla camera alla spa.'],
    food: [
      'Colazione abbondante con ottimi prodotti locali.',
      'La cena era deliziosa, complimenti allo chef!',
      'Cucina raffinata e generosa.',
    ],
    localization: [
      'Posizione ideale per scoprire i dintorni.',
      'Cornice splendida e molto tranquilla.',
      'Perfetto per passeggiare a piedi.',
    ],
    price_quality_ratio: ['Ottimo rapporto qualità-prezzo.', 'Il pacchetto vale davvero la pena.'],
    general: [
      'Un weekend perfetto, torneremo!',
      'Soggiorno molto piacevole, grazie di tutto.',
      'Proprio quello che ci serviva per staccare.',
    ],
  },
}

export const NEGATIVE: Readonly<Record<Language, Bank>> = {
  fr: {
    welcoming: ["Accueil un peu froid à l'arrivée.", 'Personnel débordé le samedi soir.'],
    comfort: ['Literie un peu fatiguée.', 'Chambre un peu petite pour deux.', 'Isolation phonique à revoir.'],
    cleanliness: ['Salle de bain à rafraîchir.', 'Quelques détails de ménage à revoir.'],
    food: ['Petit-déjeuner un peu cher pour ce qui est proposé.', 'Choix limité au dîner.'],
    localization: ['Un peu difficile à trouver sans GPS.', 'Bruit de la route le matin.'],
    price_quality_ratio: ['Un peu cher en haute saison.', 'Les boissons au dîner font grimper la note.'],
    general: ['Rien à signaler.', 'Le week-end est passé trop vite !'],
  },
  es: {
    welcoming: ['Recepción algo fría a la llegada.', 'Personal desbordado el sábado por la noche.'],
    comfort: ['La cama está algo gastada.', 'Habitación algo pequeña para dos.', 'Se oye bastante ruido de las habitaciones vecinas.'],
    cleanliness: ['El baño necesita una renovación.', 'Algunos detalles de limpieza mejorables.'],
    food: ['Desayuno algo caro para lo que ofrece.', 'Poca variedad en la cena.'],
    localization: ['Un poco difícil de encontrar sin GPS.', 'Ruido de la carretera por la mañana.'],
    price_quality_ratio: ['Algo caro en temporada alta.', 'Las bebidas de la cena encarecen la cuenta.'],
    general: ['Nada que destacar.', '¡El fin de semana se pasó demasiado rápido!'],
  },
  nl: {
    welcoming: ['Ontvangst wat koeltjes bij aankomst.', 'Personeel had het op zaterdagavond erg druk.'],
    comfort: ['Bed is wat versleten.', 'Kamer is wat klein voor twee.', 'Je hoort de buren vrij goed.'],
    cleanliness: ['Badkamer is aan een opfrisbeurt toe.', 'Schoonmaak kon op een paar punten beter.'],
    food: ['Ontbijt is wat duur voor wat je krijgt.', 'Weinig keuze bij het diner.'],
    localization: ['Zonder gps wat lastig te vinden.', "'s Ochtends verkeerslawaai."],
    price_quality_ratio: ['Wat prijzig in het hoogseizoen.', 'De drankjes bij het diner lopen flink op.'],
    general: ['Niets op aan te merken.', 'Het weekend ging veel te snel voorbij!'],
  },
  it: {
    welcoming: ["Accoglienza un po' fredda all'arrivo.", 'Personale sotto pressione il sabato sera.'],
    comfort: ["Materasso un po' stanco.", "Camera un po' piccola per due.", 'Insonorizzazione da migliorare.'],
    cleanliness: ['Bagno da rinnovare.', 'Qualche dettaglio di pulizia da rivedere.'],
    food: ["Colazione un po' cara per quello che offre.", 'Scelta limitata a cena.'],
    localization: ['Un po’ difficile da trovare senza navigatore.', 'Rumore della strada al mattino.'],
    price_quality_ratio: ["Un po' caro in alta stagione.", 'Le bevande a cena fanno lievitare il conto.'],
    general: ['Niente da segnalare.', 'Il weekend è passato troppo in fretta!'],
  },
}
