// Sample news articles for a fresh database: they describe the site itself (what it is, how to
// contribute, how offers and news work), never the real world, and each is flagged as a sample and
// says so in its text. They are published a few days apart before the load, by the demo editor.
import type { PoolClient } from 'pg';

type DemoArticle = {
  slug: string;
  daysAgo: number;
  tags: string[];
  title: { en: string; es: string };
  summary: { en: string; es: string };
  body: { en: string; es: string };
};

const NOTE = {
  en: '*This is a sample article from the demo data: it describes the site itself.*',
  es: '*Este es un artículo de ejemplo de los datos de demostración: describe el propio sitio.*',
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'welcome-to-the-atlas',
    daysAgo: 6,
    tags: ['about', 'community'],
    title: { en: 'Sample article: what this atlas is', es: 'Artículo de ejemplo: qué es este atlas' },
    summary: {
      en: 'A community atlas of dive sites and dive centres, with dive planning tools, in English and Spanish.',
      es: 'Un atlas comunitario de sitios y centros de buceo, con herramientas para planificar inmersiones, en inglés y español.',
    },
    body: {
      en: `${NOTE.en}\n\nThis site is a community platform for scuba divers. You can:\n\n- **find dive sites** on the [map](/map-explore) or with the [explorer](/explore), and compare them side by side;\n- **find dive centres and resorts** near a place, with their courses, services and languages;\n- **plan dives** with the [dive tables and planner](/dive-tables), and read the [hand signals](/universal-dive-signals) and the [certification equivalences](/certification-equivalency).\n\nThe seeded dive sites carry only widely published facts, each with its sources. Everything else comes from members.`,
      es: `${NOTE.es}\n\nEste sitio es una plataforma comunitaria para buceadores. Puedes:\n\n- **encontrar sitios de buceo** en el [mapa](/map-explore) o con el [explorador](/explore), y compararlos;\n- **encontrar centros y resorts de buceo** cerca de un lugar, con sus cursos, servicios e idiomas;\n- **planificar inmersiones** con las [tablas y el planificador](/dive-tables), y consultar las [señales](/universal-dive-signals) y las [equivalencias de titulaciones](/certification-equivalency).\n\nLos sitios sembrados solo llevan datos ampliamente publicados, cada uno con sus fuentes. Todo lo demás lo aportan los miembros.`,
    },
  },
  {
    slug: 'how-to-contribute',
    daysAgo: 4,
    tags: ['community', 'how-to'],
    title: { en: 'Sample article: how to contribute', es: 'Artículo de ejemplo: cómo contribuir' },
    summary: {
      en: 'Add a dive site, suggest a correction, review a site or a centre, and report what is wrong.',
      es: 'Añade un sitio, propón una corrección, opina sobre un sitio o un centro y avisa de lo que esté mal.',
    },
    body: {
      en: `${NOTE.en}\n\nOnce you have [created an account](/sign-up) and confirmed your email address:\n\n1. **Add a dive site** you know from [Contribute](/add-listing), with its position, depths and a source.\n2. **Suggest a correction** on any site's page: a moderator checks it, and trusted contributors' edits publish at once.\n3. **Review** a site or a centre, with the conditions you found that day.\n4. **Report** a site that is wrong, a duplicate or abusive: moderators handle every report.\n\nEvery change keeps its history, so nothing is lost.`,
      es: `${NOTE.es}\n\nCuando hayas [creado una cuenta](/sign-up) y confirmado tu correo:\n\n1. **Añade un sitio de buceo** que conozcas desde [Contribuir](/add-listing), con su posición, profundidades y una fuente.\n2. **Propón una corrección** en la página de cualquier sitio: la revisa un moderador, y los cambios de colaboradores de confianza se publican al momento.\n3. **Opina** sobre un sitio o un centro, con las condiciones que encontraste ese día.\n4. **Avisa** de un sitio erróneo, duplicado o abusivo: los moderadores atienden cada aviso.\n\nCada cambio guarda su historial, así que nada se pierde.`,
    },
  },
  {
    slug: 'offers-and-news',
    daysAgo: 2,
    tags: ['about', 'dive-centres'],
    title: { en: 'Sample article: member offers and news', es: 'Artículo de ejemplo: ofertas y noticias' },
    summary: {
      en: 'Verified dive centres post offers for members; editors publish news like this article.',
      es: 'Los centros verificados publican ofertas para miembros; los editores publican noticias como esta.',
    },
    body: {
      en: `${NOTE.en}\n\n**Member offers.** A dive centre whose ownership a moderator has verified can post offers: a discount or a free extra, valid between two dates, with a code. Everyone sees the [offers](/member-offers); signed-in members also see the codes.\n\n**News.** Editors write articles in English, Spanish or both, and schedule them. Each language has its own feed: [English](/news/feed.xml?lang=en) and [Spanish](/news/feed.xml?lang=es).`,
      es: `${NOTE.es}\n\n**Ofertas para miembros.** Un centro cuya propiedad ha verificado un moderador puede publicar ofertas: un descuento o un extra gratis, válido entre dos fechas, con un código. Todo el mundo ve las [ofertas](/member-offers); los miembros con sesión iniciada ven también los códigos.\n\n**Noticias.** Los editores escriben artículos en inglés, en español o en ambos, y los programan. Cada idioma tiene su canal: [inglés](/news/feed.xml?lang=en) y [español](/news/feed.xml?lang=es).`,
    },
  },
];

/** Adds the sample articles that are not there yet, by the demo editor; returns how many were added. */
export async function seedDemoNews(client: PoolClient): Promise<number> {
  let added = 0;
  for (const article of DEMO_ARTICLES) {
    const inserted = await client.query(
      `insert into news_article (slug, title, summary, body, tags, status, publish_at, author_id, is_sample, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'published', now() - make_interval(days => $6::int), (select id from auth_user where email = 'demo.editor@diveatlas.example'), true,
         now() - make_interval(days => $6::int), now() - make_interval(days => $6::int))
       on conflict (slug) do nothing`,
      [article.slug, article.title, article.summary, article.body, article.tags, article.daysAgo],
    );
    added += inserted.rowCount ?? 0;
  }
  return added;
}
