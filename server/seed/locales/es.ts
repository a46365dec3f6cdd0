// El contenido de demostración en español (de España): tú en todo el texto, consignación, entrega,
// retirada (solo para el dinero), artículo, horario de subasta, como en los mensajes de la app.
import type { SeedDemoText } from './types';

const DEMO =
  '<p><strong>Texto de demostración.</strong> Es un ejemplo incluido en el servidor de referencia de Gavel, sin valor legal. El operador debe sustituirlo por sus propias condiciones, revisadas por sus abogados, antes de abrir el servicio.</p>';

export const text: SeedDemoText = {
  types: {
    calligraphy: 'Caligrafía',
    porcelain: 'Porcelana',
    jade: 'Jade',
    tea: 'Té',
  },
  items: {
    'song-dynasty-scroll': {
      name: 'Rollo de estilo Song',
      description:
        '<p>Rollo vertical con montañas entre la niebla y un pabellón junto al río, tinta y color ligero sobre seda, pintado al modo de la academia de la corte de los Song del Sur. El montaje, posterior, es de brocado de seda azul claro con varillas de madera.</p><p>Pintura: 98 × 42 cm. Leves manchas de óxido en el cielo y algunos pliegues antiguos en el borde inferior, propios de la edad; sin roturas ni repintes.</p><p>Guárdalo enrollado en su caja, lejos del sol y de la humedad, y cuélgalo solo unas semanas seguidas.</p>',
    },
    'blue-and-white-vase': {
      name: 'Jarrón azul y blanco',
      description:
        '<p>Jarrón de balaustre decorado en azul cobalto bajo cubierta con roleos de loto. En la base, marca de cuatro caracteres al estilo Kangxi; la edad y el taller del jarrón no están acreditados.</p><p>Altura: 32 cm. Una pequeña saltadura en el borde; por lo demás, en buen estado: sin grietas ni restauraciones.</p><p>Quítale el polvo con un pincel suave y seco; lávalo solo a mano, con agua tibia.</p>',
    },
    'hetian-jade-pendant': {
      name: 'Colgante de jade Hetian',
      description:
        '<p>Colgante de nefrita blanca de Hetian (Xinjiang), tallado con una pareja de carpas entre las olas, deseo de abundancia año tras año. En una esquina se ha conservado un poco de la piel natural, de color óxido.</p><p>52 × 34 × 8 mm, 38 g, con un brillo graso y uniforme. Se entrega con un cordón de seda roja.</p><p>Evita los golpes, el perfume y los productos de limpieza; límpialo con un paño suave.</p>',
    },
    'celadon-tea-bowl': {
      name: 'Cuenco de té celadón',
      description:
        '<p>Cuenco de té de tradición Longquan (Zhejiang), torneado a mano en un taller actual a partir de una forma Song. El grueso vidriado verde pálido muestra un craquelado fino.</p><p>Diámetro 12 cm, altura 6,5 cm. Nuevo, sin desconchados; el tono varía ligeramente de un cuenco a otro.</p><p>Lávalo a mano. Con el uso, el té oscurece poco a poco el craquelado: es normal y no daña el cuenco.</p>',
    },
    'aged-pu-erh-cake': {
      name: 'Torta de pu-erh añejo',
      description:
        '<p>Torta de 357 g de pu-erh crudo (sheng), prensada en 2012 con hojas de primavera de Menghai (Yunnan) y conservada desde entonces en seco en Kunming. El envoltorio de papel de algodón y el sello (neifei) prensado entre las hojas están intactos.</p><p>Licor ambarino, con notas de fruta seca y alcanfor. Usa unos 7 g para una tetera pequeña y enjuaga las hojas una vez antes de la primera infusión.</p><p>Guárdala en su papel, lejos de la luz y de los olores, con una humedad ambiente estable.</p>',
    },
    'yixing-clay-teapot': {
      name: 'Tetera de Yixing',
      description:
        '<p>Tetera de barro púrpura (zisha) de Dingshu, en Yixing, con la clásica forma Xishi y el sello del alfarero en la base y en el interior de la tapa. Se entrega en una caja forrada de tela.</p><p>Capacidad: 180 ml. La tapa ajusta bien y el pico vierte sin gotear.</p><p>Enjuágala solo con agua caliente, nunca con jabón, y déjala secar destapada. El barro sin vidriar conserva el sabor del té: dedícala a un solo tipo de té.</p>',
    },
    'ink-stone-set': {
      name: 'Juego de piedra de tinta',
      description:
        '<p>Piedra de tinta de Duan (Zhaoqing, Guangdong) con tapa de madera tallada, una barra de tinta de hollín de pino y un reposapinceles de porcelana: las herramientas diarias del calígrafo.</p><p>La piedra mide 15 × 10 cm; su grano fino da una tinta suave y uniforme.</p><p>Lava la piedra después de cada uso y no dejes nunca que la tinta se seque en ella; guarda la barra envuelta, lejos de la humedad.</p>',
    },
    'jade-bangle': {
      name: 'Brazalete de jade',
      description:
        '<p>Brazalete redondo de nefrita verde espinaca, pulido a mano. Los pequeños puntos oscuros son inclusiones naturales, habituales en esta piedra; no se aprecian grietas con luz intensa.</p><p>Diámetro interior 58 mm, ancho 14 mm. Antes de elegir, mide un brazalete que ya uses.</p><p>Quítatelo para hacer deporte y las tareas de casa, y límpialo con un paño suave y agua.</p>',
    },
    'longjing-green-tea': {
      name: 'Té verde Longjing',
      description:
        '<p>Longjing («Pozo del Dragón») de las colinas del lago del Oeste, en Hangzhou, recolectado antes de Qingming en la primavera de 2026 y tostado a mano. Sus hojas planas dan un aroma a castaña y un final dulce.</p><p>Lata hermética de 100 g. Infusiona 3 g en 150 ml de agua a 80 °C, en un vaso de vidrio o un gaiwan.</p><p>Mantén la lata cerrada, en un lugar fresco; está en su mejor momento durante el primer año.</p>',
    },
    'osmanthus-oolong': {
      name: 'Oolong de osmanto',
      description:
        '<p>Oolong enrollado de Anxi (Fujian), aromatizado en otoño con flores frescas de osmanto, como se hace allí desde hace siglos. Suave, con aroma a albaricoque.</p><p>Bolsa con cierre de 100 g. Infusiona 5 g a 95 °C; las hojas aguantan cuatro o cinco infusiones.</p><p>Mantén la bolsa cerrada y lejos de olores fuertes.</p>',
    },
    'rice-paper-pack': {
      name: 'Paquete de papel de arroz',
      description:
        '<p>Cincuenta hojas de papel Xuan del condado de Jing (Anhui), hecho con corteza de qingtan y paja de arroz. Semiencolado, apto tanto para el trazo fino como para las aguadas.</p><p>Cada hoja mide 69 × 46 cm (un pliego de cuatro pies cortado en tres).</p><p>Guarda las hojas en plano, envueltas, en un lugar seco y sin sol.</p>',
    },
    'porcelain-tasting-cups': {
      name: 'Tazas de cata',
      description:
        '<p>Juego de seis tazas de cata de paredes finas, en porcelana blanca, lo bastante pequeñas para sostenerlas en la palma y ver el color del té.</p><p>50 ml cada una, en caja forrada de tela.</p><p>Mejor lavarlas a mano; la porcelana resiste el agua hirviendo.</p>',
    },
  },
  notices: {
    welcome: {
      title: 'Te damos la bienvenida a Gavel',
      body: '<p>La subasta abre todos los días. Explora los artículos, compra lo que te guste y pon en consignación lo que tengas, al precio que tú fijes.</p><p>Los artículos y los precios de esta web son contenido de demostración.</p>',
    },
    hours: {
      title: 'Horario de recargas y retiradas',
      body: '<p>Los operadores revisan las solicitudes de recarga y de retirada todos los días de 09:00 a 21:00. Las que envíes fuera de ese horario se revisan a la mañana siguiente.</p>',
    },
  },
  agreements: {
    privacy: {
      title: 'Política de privacidad',
      body: `${DEMO}<h2>Qué datos tratamos</h2><p>Tu número de teléfono, las direcciones y los datos bancarios que introduces, los datos de tu verificación de identidad y tus pedidos.</p><h2>Para qué los usamos</h2><p>Solo para hacer funcionar el mercado: iniciar tu sesión, entregarte tus artículos, revisar tus recargas y retiradas, y cumplir nuestras obligaciones legales. No vendemos tus datos.</p><h2>Tus derechos</h2><p>Puedes pedir a un operador la exportación o la eliminación de tus datos. Los registros que la ley nos obliga a conservar se eliminan cuando termina esa obligación.</p>`,
    },
    service: {
      title: 'Condiciones del servicio',
      body: `${DEMO}<h2>El servicio</h2><p>Gavel pone a la venta objetos de colección durante el horario diario de subasta. Los precios los fijan los vendedores; nada de lo que aquí se ofrece promete una rentabilidad.</p><h2>Compra y consignación</h2><p>Una compra pagada es definitiva. Puedes poner en consignación un artículo tuyo al precio que fijes; solo se vende si otro comprador lo compra a ese precio.</p><h2>Pagos</h2><p>Las recargas y las retiradas son solicitudes que aprueba un operador. El importe de una retirada solicitada queda retenido hasta que se resuelve.</p>`,
    },
    notice: {
      title: 'Aviso al usuario',
      body: `${DEMO}<h2>Tu cuenta</h2><p>No compartas con nadie tu contraseña de acceso ni tu contraseña de pago. Los operadores nunca te las pedirán, ni tampoco un código SMS.</p><h2>Entregas</h2><p>Comprueba tu dirección antes de solicitar la entrega de un artículo, y confirma la recepción solo cuando tengas el paquete en tus manos.</p>`,
    },
    risk: {
      title: 'Riesgos de las transacciones',
      body: `${DEMO}<h2>Los precios</h2><p>El precio de los objetos de colección puede bajar igual que subir. Los precios pasados no garantizan nada sobre los futuros.</p><h2>La consignación</h2><p>Un artículo en consignación solo se vende cuando otro comprador lo compra a tu precio, y quizá nunca.</p><h2>Tu dinero</h2><p>Gasta solo lo que puedas permitirte perder.</p>`,
    },
  },
  company: {
    name: 'Gavel Collectibles Ltd',
    intro:
      '<p>Un mercado de objetos de colección con un horario diario de subasta: caligrafía, porcelana, jade y té, que compras, recibes y pones en consignación en una sola aplicación.</p>',
    address: '1 Market Street',
  },
  changeLog: 'App instalable, cinco idiomas, avisos y condiciones disponibles sin conexión.',
  levels: { 1: 'Bronce', 2: 'Plata', 3: 'Oro', 4: 'Platino' },
  chatGeneral: 'Chat del mercado',
};
