/**
 * The second inline script, on prerendered pages only (issue 18): the page's HTML is already the
 * page, so the app's scripts wait until it has painted. The web build moves the page's
 * `<script type="module">` and `<link rel="modulepreload">` tags into an inert
 * `<template id="app-scripts">`; this script, at the end of <body>, copies them into <head> once
 * the first frame is out (a frame, then a task), or after a second when no frame comes (a tab
 * opened in the background draws none).
 *
 * Why: on a slow phone network the scripts (~300 KB) competed with the HTML and its inline CSS
 * for the connection, and a page that could paint in one round trip waited for them; fetched
 * after the paint they take nothing from it, and the app hydrates the page as before.
 *
 * One element per task: adding a `<link rel="modulepreload">` costs the main thread 1–3 ms on a
 * mid-range phone (Chromium starts its fetch and module bookkeeping), and all eleven at once were
 * one 110–150 ms task in Lighthouse's mobile trace, right after the first paint.
 *
 * Elements are made afresh (createElement + attributes), not cloned: a script cloned out of a
 * template may carry the parser's "already started" mark and never run. The server's
 * Content-Security-Policy allows exactly this text by its SHA-256 (plugins/security-headers.ts),
 * as it does the colour scheme's script.
 */
export const APP_LOADER_SCRIPT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  'var t=document.getElementById("app-scripts");if(!t)return;' +
  'var nodes=Array.prototype.slice.call(t.content.children),i=0;t.remove();' +
  'function next(){var n=nodes[i++];if(!n)return;var e=document.createElement(n.tagName);' +
  'for(var j=0;j<n.attributes.length;j++)e.setAttribute(n.attributes[j].name,n.attributes[j].value);' +
  'document.head.appendChild(e);setTimeout(next,0)}next()}' +
  'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()';

/** The id of the template that holds the scripts until the page has painted. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';
