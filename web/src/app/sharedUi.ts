/*
 * The small UI parts nearly every screen imports, loaded with the entry chunk (main.tsx imports this
 * file). Left to the bundler, each became a chunk of its own (1-2 KB), and over HTTP/1.1 the landing
 * page's dozen such requests queued behind each other before its hero could render.
 */
import '../components/Button.js';
import '../components/forms.js';
import '../components/icons.js';
import '../components/notify.js';
import './PublicHeader.js';
import '../components/SkipLink.js';
import '../components/ui.js';
import '../components/usePageTitle.js';
