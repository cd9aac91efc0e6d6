/**
 * The page template of Docusaurus (core/lib/ssg/ssgTemplate.html.js) with one
 * change: the bundles are preloaded in <head> but run only after the browser
 * reports the first contentful paint of the server-rendered page (browsers
 * without paint timing wait one frame instead). With plain `defer`, a bundle that is
 * already downloaded (a fast network, or the HTTP cache on a repeat visit)
 * runs before the first paint, and the reader waits for hydration to see
 * text that is already in the HTML.
 *
 * The base-URL banner still works: it is shown when neither the bundles nor
 * the stylesheet load, which is what a wrong base URL causes.
 */
const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>
      (function (sources) {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          sources.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.body.appendChild(script);
          });
        }
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        if (types.indexOf('paint') === -1) {
          requestAnimationFrame(function () { setTimeout(start, 0); });
          return;
        }
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          setTimeout(start, 0);
        }).observe({ type: 'paint', buffered: true });
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

export default ssrTemplate;
