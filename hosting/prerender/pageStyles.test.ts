import { describe, expect, it } from 'vitest';
import { classesIn, classOwners, pageModules, pageStylesheet, requiredClasses } from './pageStyles';

const owners = classOwners({
  'site/src/home/Home.module.css': ['_hero_a1', '_title_a1 _base_d4'],
  'site/src/careers/Careers.module.css': ['_offers_b2'],
  'site/src/chat/Chat.module.css': ['_panel_c3'],
});
const HOME = new Set(['site/src/home/Home.module.css']);

describe('classOwners', () => {
  it('names the module of every scoped class, a composed class under each of its names', () => {
    expect(owners.get('_hero_a1')).toBe('site/src/home/Home.module.css');
    expect(owners.get('_base_d4')).toBe('site/src/home/Home.module.css');
    expect(owners.get('container')).toBeUndefined();
  });
});

describe('pageModules', () => {
  it('keeps the modules whose classes the HTML uses and those the islands can draw', () => {
    const html = '<section class="hero _hero_a1"><h1 class="_title_a1">Titre</h1></section><p class="lead">';
    expect(classesIn(html)).toEqual(new Set(['hero', '_hero_a1', '_title_a1', 'lead']));
    expect(pageModules(owners, html, ['site/src/chat/Chat.module.css'])).toEqual(
      new Set(['site/src/chat/Chat.module.css', 'site/src/home/Home.module.css']),
    );
  });
});

describe('requiredClasses', () => {
  it('reads the classes of every compound, not those inside :not(), attribute values or strings', () => {
    expect(requiredClasses('.a > .b:hover .c::before')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b, :is(.c))')).toEqual(['a']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('.a:has(.b)')).toEqual(['a', 'b']);
  });
});

describe('pageStylesheet', () => {
  it('drops what needs a module the page lacks, and keeps global rules, order and declarations', () => {
    const css =
      ':root{--x:1}.container{max-width:1200px}._hero_a1{color:red}._offers_b2{color:blue}.card,._offers_b2 li{margin:0}._hero_a1:not(._panel_c3){opacity:1}';
    expect(pageStylesheet(css, owners, HOME)).toBe(
      ':root{--x:1}.container{max-width:1200px}._hero_a1{color:red}.card{margin:0}._hero_a1:not(._panel_c3){opacity:1}',
    );
  });

  it('removes the media queries and supports blocks left empty, and keeps keyframes', () => {
    const css =
      '@media (width>=40em){._offers_b2{gap:1rem}}@supports (display:grid){@media print{._panel_c3{display:none}}}@media print{body{color:#000}}@keyframes _spin_b2{to{rotate:1turn}}';
    expect(pageStylesheet(css, owners, HOME)).toBe(
      '@media print{body{color:#000}}@keyframes _spin_b2{to{rotate:1turn}}',
    );
  });

  it('returns the whole sheet when the page needs every module', () => {
    const css = '._hero_a1{color:red}._offers_b2{color:blue}._panel_c3{color:green}';
    expect(pageStylesheet(css, owners, new Set(owners.values()))).toBe(css);
  });
});
