// Builds DOM from the element specs that the Python view layer (game/ui) produces.
// A spec is [tag, {attributes}, child, ...]; a child is a spec or a string. Strings always
// become text nodes, so names and imported text are never interpreted as HTML.
(function () {
  "use strict";
  var SVG_NS = "http://www.w3.org/2000/svg";
  var SVG_TAGS = { svg: 1, path: 1, circle: 1, rect: 1, line: 1, polyline: 1, polygon: 1, g: 1, text: 1, ellipse: 1, title: 1 };

  function build(spec, inSvg) {
    if (typeof spec === "string") return document.createTextNode(spec);
    var tag = spec[0];
    var svg = inSvg || tag === "svg";
    var node = svg && SVG_TAGS[tag] ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
    var attrs = spec[1] || {};
    for (var name in attrs) {
      if (!Object.prototype.hasOwnProperty.call(attrs, name)) continue;
      var value = attrs[name];
      if (value === false || value === null || value === undefined) continue;
      // Attributes only: no event handlers, no raw HTML.
      if (/^on/i.test(name) || name === "innerHTML") continue;
      node.setAttribute(name, value === true ? "" : String(value));
    }
    for (var i = 2; i < spec.length; i++) node.appendChild(build(spec[i], svg));
    return node;
  }

  window.seaRender = {
    // Replace the children of the element with id `targetId` by the specs in `json`.
    replace: function (targetId, json) {
      var target = document.getElementById(targetId);
      if (!target) return false;
      var specs = JSON.parse(json);
      var fragment = document.createDocumentFragment();
      for (var i = 0; i < specs.length; i++) fragment.appendChild(build(specs[i], false));
      target.replaceChildren(fragment);
      return true;
    }
  };
})();

// Offer text as a file download (exported saves).
window.seaDownload = function (filename, text) {
  var blob = new Blob([text], { type: "application/json" });
  var link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
};
