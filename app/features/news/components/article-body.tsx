// An article's text: HTML the server rendered from Markdown and sanitised
// (news-markdown.server.ts), so it can be put in the page as markup. Nothing else is ever passed here.
export function ArticleBody({ html, lang, className = '' }: { html: string; lang?: string; className?: string }) {
  return (
    <div
      lang={lang}
      className={`max-w-3xl min-w-0 space-y-4 leading-relaxed break-words text-slate-800 [&_a]:font-semibold [&_a]:text-sky-800 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-100 [&_pre]:p-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 ${className}`}
      // The HTML comes from the server's sanitiser only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
