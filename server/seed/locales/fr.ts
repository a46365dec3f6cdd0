// Le contenu de démonstration en français : vouvoiement, dépôt-vente, livraison, retrait (pour l’argent
// seulement), article ; espace fine insécable (U+202F) avant : ; ? ! et insécable (U+00A0) dans « ».
import type { SeedDemoText } from './types';

const DEMO =
  '<p><strong>Texte de démonstration.</strong> Cet exemple est fourni avec le serveur de référence Gavel et n’a aucune valeur juridique. L’opérateur doit le remplacer par ses propres conditions, relues par ses juristes, avant d’ouvrir le service.</p>';

export const text: SeedDemoText = {
  types: {
    calligraphy: 'Calligraphie',
    porcelain: 'Porcelaine',
    jade: 'Jade',
    tea: 'Thé',
  },
  items: {
    'song-dynasty-scroll': {
      name: 'Rouleau de style Song',
      description:
        '<p>Rouleau vertical figurant des montagnes dans la brume et un pavillon au bord d’un fleuve, encre et couleurs légères sur soie, peint à la manière de l’académie des Song du Sud. Le montage, plus tardif, est en brocart de soie bleu pâle, avec des baguettes en bois.</p><p>Peinture\u202F: 98 × 42\u00A0cm. Légères rousseurs dans le ciel et quelques anciens plis le long du bord inférieur, dus à l’âge\u202F; ni déchirure ni repeint constatés.</p><p>Conservez-le roulé dans sa boîte, à l’abri de la lumière et de l’humidité, et ne l’accrochez que quelques semaines d’affilée.</p>',
    },
    'blue-and-white-vase': {
      name: 'Vase bleu et blanc',
      description:
        '<p>Vase balustre décoré en bleu de cobalt sous couverte de rinceaux de lotus. Marque à quatre caractères dans le style Kangxi sous la base\u202F; l’âge et l’atelier du vase ne sont pas attestés.</p><p>Hauteur\u202F: 32\u00A0cm. Petite égrenure au bord du col, sinon en bon état\u202F: ni fêlure ni restauration.</p><p>Dépoussiérez-le avec un pinceau doux et sec\u202F; lavez-le uniquement à la main, à l’eau tiède.</p>',
    },
    'hetian-jade-pendant': {
      name: 'Pendentif en jade Hetian',
      description:
        '<p>Pendentif en néphrite blanche de Hetian (Xinjiang), sculpté d’une paire de carpes dans les vagues, vœu d’abondance année après année. Un peu de peau naturelle couleur rouille a été conservée sur un angle.</p><p>52 × 34 × 8\u00A0mm, 38\u00A0g, d’un lustre gras et régulier. Vendu sur un cordon de soie rouge.</p><p>Évitez les chocs, le parfum et les produits ménagers\u202F; essuyez-le avec un chiffon doux.</p>',
    },
    'celadon-tea-bowl': {
      name: 'Bol à thé céladon',
      description:
        '<p>Bol à thé dans la tradition de Longquan (Zhejiang), tourné à la main dans un atelier contemporain d’après une forme Song. L’épaisse couverte vert pâle présente un fin craquelé.</p><p>Diamètre 12\u00A0cm, hauteur 6,5\u00A0cm. Neuf, sans éclat\u202F; la teinte varie légèrement d’un bol à l’autre.</p><p>Lavez-le à la main. À l’usage, le thé fonce peu à peu le craquelé\u202F: c’est normal et sans effet sur le bol.</p>',
    },
    'aged-pu-erh-cake': {
      name: 'Galette de pu-erh vieilli',
      description:
        '<p>Galette de 357\u00A0g de pu-erh cru (sheng), pressée en 2012 à partir de feuilles de printemps de Menghai (Yunnan) et conservée depuis au sec à Kunming. Le papier de coton et le ticket (neifei) pressé dans les feuilles sont intacts.</p><p>Liqueur ambrée, aux notes de fruits secs et de camphre. Comptez 7\u00A0g pour une petite théière et rincez les feuilles une fois avant la première infusion.</p><p>Conservez-la dans son papier, à l’abri de la lumière et des odeurs, dans une humidité ambiante stable.</p>',
    },
    'yixing-clay-teapot': {
      name: 'Théière de Yixing',
      description:
        '<p>Théière en argile pourpre (zisha) de Dingshu, à Yixing, de forme classique Xishi, avec le sceau du potier sous la base et à l’intérieur du couvercle. Livrée dans un coffret doublé de tissu.</p><p>Contenance 180\u00A0ml. Le couvercle est bien ajusté et le bec verse sans goutter.</p><p>Rincez-la à l’eau chaude uniquement, jamais au savon, et laissez-la sécher ouverte. L’argile non émaillée garde le goût du thé\u202F: réservez-la à une seule famille de thé.</p>',
    },
    'ink-stone-set': {
      name: 'Nécessaire à encre',
      description:
        '<p>Pierre à encre de Duan (Zhaoqing, Guangdong) avec son couvercle en bois sculpté, un bâton d’encre au noir de pin et un repose-pinceau en porcelaine\u202F: les outils quotidiens du calligraphe.</p><p>La pierre mesure 15 × 10\u00A0cm\u202F; son grain fin donne une encre lisse et régulière.</p><p>Lavez la pierre après chaque usage, sans jamais y laisser sécher l’encre\u202F; gardez le bâton emballé, à l’abri de l’humidité.</p>',
    },
    'jade-bangle': {
      name: 'Bracelet jonc en jade',
      description:
        '<p>Bracelet jonc en néphrite vert épinard, poli à la main. Les petits points sombres sont des inclusions naturelles, habituelles dans cette pierre\u202F; aucune fêlure visible sous une lumière vive.</p><p>Diamètre intérieur 58\u00A0mm, largeur 14\u00A0mm. Mesurez un bracelet que vous portez déjà avant de choisir.</p><p>Ôtez-le pour le sport et les tâches ménagères, et nettoyez-le à l’eau avec un chiffon doux.</p>',
    },
    'longjing-green-tea': {
      name: 'Thé vert Longjing',
      description:
        '<p>Longjing («\u00A0Puits du dragon\u00A0») des collines du lac de l’Ouest, à Hangzhou, cueilli avant Qingming au printemps 2026 et torréfié à la main. Ses feuilles plates donnent un parfum de châtaigne et une finale douce.</p><p>Boîte hermétique de 100\u00A0g. Infusez 3\u00A0g dans 150\u00A0ml d’eau à 80\u00A0°C, dans un verre ou un gaiwan.</p><p>Gardez la boîte fermée, au frais\u202F; il est à son meilleur dans l’année.</p>',
    },
    'osmanthus-oolong': {
      name: 'Oolong à l’osmanthe',
      description:
        '<p>Oolong roulé d’Anxi (Fujian), parfumé en automne aux fleurs fraîches d’osmanthe, selon un savoir-faire local ancien. Rond en bouche, aux arômes d’abricot.</p><p>Sachet refermable de 100\u00A0g. Infusez 5\u00A0g à 95\u00A0°C\u202F; les feuilles supportent quatre ou cinq infusions.</p><p>Gardez le sachet fermé, à l’abri des odeurs fortes.</p>',
    },
    'rice-paper-pack': {
      name: 'Paquet de papier de riz',
      description:
        '<p>Cinquante feuilles de papier Xuan du district de Jing (Anhui), fait d’écorce de qingtan et de paille de riz. Semi-encollé, pour le trait fin comme pour le lavis.</p><p>Chaque feuille mesure 69 × 46\u00A0cm (une feuille de quatre pieds coupée en trois).</p><p>Rangez les feuilles à plat, emballées, au sec et à l’abri du soleil.</p>',
    },
    'porcelain-tasting-cups': {
      name: 'Tasses de dégustation',
      description:
        '<p>Six tasses de dégustation à paroi fine en porcelaine blanche, assez petites pour tenir au creux de la main et laisser voir la couleur du thé.</p><p>50\u00A0ml chacune, en coffret tendu de tissu.</p><p>Lavage à la main conseillé\u202F; la porcelaine supporte l’eau bouillante.</p>',
    },
  },
  notices: {
    welcome: {
      title: 'Bienvenue sur Gavel',
      body: '<p>La séance d’enchères ouvre chaque jour. Parcourez les articles, achetez ce qui vous plaît et mettez en dépôt-vente ce que vous possédez, au prix que vous fixez.</p><p>Les articles et les prix présentés ici sont des exemples de démonstration.</p>',
    },
    hours: {
      title: 'Horaires des recharges et des retraits',
      body: '<p>Les opérateurs examinent les demandes de recharge et de retrait tous les jours de 9\u00A0h à 21\u00A0h. Une demande envoyée en dehors de ces horaires est examinée le lendemain matin.</p>',
    },
  },
  agreements: {
    privacy: {
      title: 'Politique de confidentialité',
      body: `${DEMO}<h2>Ce que nous collectons</h2><p>Votre numéro de téléphone, les adresses et coordonnées bancaires que vous saisissez, les informations de votre vérification d’identité et vos commandes.</p><h2>Ce que nous en faisons</h2><p>Elles servent uniquement au fonctionnement de la place de marché\u202F: vous connecter, livrer vos articles, examiner vos recharges et vos retraits, et respecter nos obligations légales. Nous ne vendons pas vos données.</p><h2>Vos droits</h2><p>Vous pouvez demander à un opérateur d’exporter ou de supprimer vos données. Les informations que la loi nous oblige à conserver sont supprimées à la fin de cette obligation.</p>`,
    },
    service: {
      title: 'Conditions d’utilisation',
      body: `${DEMO}<h2>Le service</h2><p>Gavel propose des objets de collection à la vente pendant la séance d’enchères quotidienne. Les prix sont fixés par les vendeurs\u202F; rien ici ne promet un rendement.</p><h2>Achat et dépôt-vente</h2><p>Un achat payé est définitif. Vous pouvez mettre en dépôt-vente un article qui vous appartient, au prix que vous fixez\u202F; il n’est vendu que si un autre acheteur l’achète à ce prix.</p><h2>Paiements</h2><p>Les recharges et les retraits sont des demandes validées par un opérateur. Le montant d’un retrait demandé reste bloqué jusqu’à la décision.</p>`,
    },
    notice: {
      title: 'Avis aux utilisateurs',
      body: `${DEMO}<h2>Votre compte</h2><p>Ne communiquez à personne votre mot de passe de connexion ni votre mot de passe de paiement. Les opérateurs ne vous les demandent jamais, pas plus qu’un code reçu par SMS.</p><h2>Livraisons</h2><p>Vérifiez votre adresse avant de demander la livraison d’un article, et ne confirmez la réception qu’une fois le colis entre vos mains.</p>`,
    },
    risk: {
      title: 'Risques des transactions',
      body: `${DEMO}<h2>Les prix</h2><p>Le prix des objets de collection peut baisser comme monter. Les prix passés ne disent rien de certain sur les prix à venir.</p><h2>Le dépôt-vente</h2><p>Un article mis en dépôt-vente n’est vendu que lorsqu’un autre acheteur l’achète à votre prix, et peut-être jamais.</p><h2>Votre argent</h2><p>N’engagez que des sommes que vous pouvez vous permettre de perdre.</p>`,
    },
  },
  company: {
    name: 'Gavel Collectibles Ltd',
    intro:
      '<p>Une place de marché d’objets de collection avec une séance d’enchères quotidienne\u202F: calligraphie, porcelaine, jade et thé, achetés, livrés et mis en dépôt-vente dans une seule application.</p>',
    address: '1 Market Street',
  },
  changeLog: 'Application installable, cinq langues, avis et conditions lisibles hors ligne.',
  levels: { 1: 'Bronze', 2: 'Argent', 3: 'Or', 4: 'Platine' },
  chatGeneral: 'Discussion du marché',
};
