/// The HTML report's one style sheet, inline: system fonts only (nothing is fetched),
/// light and dark by `prefers-color-scheme`, one column on a phone, light and unfolded on
/// paper. The kinds of fat are coloured from the Okabe–Ito palette, which readers with a
/// colour vision deficiency tell apart; every colour also has its number in text.
enum HTMLStyle {
    static let css = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--card:#f6f8fa;
        --link:#0550ae;--err:#cf222e;--warn:#9a6700;--mark:#fff1a8;--k0:#0072b2;--k1:#e69f00;--k2:#cc79a7;
        --k3:#009e73;--k4:#d55e00;--k5:#afb8c1;--limit:#cf222e}
        @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;
        --card:#151b23;--link:#4493f8;--err:#ff7b72;--warn:#e3b341;--mark:#5a4a00;--k0:#56b4e9;--k5:#59636e;
        --limit:#ff7b72}}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--fg);
        font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        header,main,footer{max-width:1120px;margin:0 auto;padding:0 20px}
        header{padding-top:24px}
        h1{font-size:1.7rem;margin:0 0 4px}
        h2{font-size:1.3rem;margin:40px 0 8px;padding-bottom:4px;border-bottom:1px solid var(--line)}
        h3{font-size:1.05rem;margin:24px 0 4px}
        a{color:var(--link);text-underline-offset:.2em}
        code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.86em}
        .lead{font-size:1.05rem;margin:0 0 12px}
        .muted,.meta{color:var(--muted)}
        nav{display:flex;flex-wrap:wrap;gap:4px 16px;margin:8px 0 0;font-size:.93rem}
        .cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:16px 0 0;padding:0}
        .cards div{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 14px}
        .cards dt{color:var(--muted);font-size:.85rem}
        .cards dd{margin:0;font-size:1.6rem;font-weight:600;font-variant-numeric:tabular-nums}
        .cards .e dd,li.e>b,.err{color:var(--err)}
        .cards .w dd,li.w>b,.warn{color:var(--warn)}
        .scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
        figure{margin:12px 0}
        figcaption{color:var(--muted);font-size:.9rem;margin-top:4px}
        svg.chart{display:block;width:100%;height:auto;min-width:620px;font-size:13px}
        svg text{fill:var(--fg)}
        svg .t{fill:var(--muted)}
        svg .name{font-weight:600}
        .k0{fill:var(--k0);background:var(--k0)}.k1{fill:var(--k1);background:var(--k1)}
        .k2{fill:var(--k2);background:var(--k2)}.k3{fill:var(--k3);background:var(--k3)}
        .k4{fill:var(--k4);background:var(--k4)}.k5{fill:var(--k5);background:var(--k5)}
        .be{fill:var(--err);background:var(--err)}.bw{fill:var(--warn);background:var(--warn)}
        .limit{stroke:var(--limit);stroke-width:2;stroke-dasharray:5 3}
        svg text.limit-label{fill:var(--limit);font-size:12px}
        .legend{display:flex;flex-wrap:wrap;gap:4px 18px;list-style:none;padding:0;margin:8px 0;font-size:.9rem}
        .sw{display:inline-block;width:12px;height:12px;border-radius:2px;margin-right:6px;vertical-align:-1px}
        .sw.lim{width:3px;background:var(--limit)}
        table{border-collapse:collapse;width:100%;font-size:.9rem;font-variant-numeric:tabular-nums}
        th,td{text-align:left;padding:5px 10px 5px 0;border-bottom:1px solid var(--line);vertical-align:top}
        th{font-weight:600;color:var(--muted)}
        td.n,th.n{text-align:right;white-space:nowrap}
        .scroll>table{min-width:640px}
        details{border:1px solid var(--line);border-radius:8px;margin:8px 0;background:var(--bg)}
        summary{cursor:pointer;padding:8px 12px;background:var(--card);border-radius:8px;overflow-wrap:anywhere}
        details[open]>summary{border-bottom:1px solid var(--line);border-radius:8px 8px 0 0}
        summary .muted{margin-left:8px;font-size:.9rem}
        ol.findings{list-style:none;margin:0;padding:0}
        ol.findings li{padding:8px 12px;border-top:1px solid var(--line);overflow-wrap:anywhere}
        ol.findings li:first-child{border-top:0}
        .at{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.86em;color:var(--muted);margin-right:8px}
        ol.findings b{font-weight:600;margin-right:8px;text-transform:uppercase;font-size:.75rem;letter-spacing:.04em}
        ol.findings li>code{display:block;white-space:pre;tab-size:4;overflow-x:auto;overflow-wrap:normal;background:var(--card);
        border-radius:6px;padding:4px 8px;margin:4px 0}
        mark{background:var(--mark);color:inherit;border-radius:2px}
        ol.findings small{display:block;font-size:.85rem;color:var(--muted)}
        ol.findings small>a{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
        .rule{border-left:3px solid var(--line);padding-left:12px;margin:16px 0}
        .rule p{margin:4px 0}
        .crossed{color:var(--err);font-weight:600}
        footer{margin:48px auto 24px;color:var(--muted);font-size:.85rem}
        @media (max-width:640px){body{font-size:14px}header,main,footer{padding:0 12px}
        .cards{grid-template-columns:repeat(2,1fr)}.cards dd{font-size:1.3rem}
        ol.findings li{padding:8px}th,td{padding-right:6px}svg.chart{font-size:16px}}
        @media print{:root{--bg:#fff;--fg:#000;--muted:#444;--line:#bbb;--card:#fff;--link:#000;--err:#b00;
        --warn:#7a5200;--mark:#ffe98a;--k0:#0072b2;--k5:#bbb;--limit:#b00}
        body{font-size:10pt}nav{display:none}a{text-decoration:none}
        .scroll,ol.findings li>code{overflow:visible}ol.findings li>code{white-space:pre-wrap}svg.chart{min-width:0}
        .rule,figure,tr,li{break-inside:avoid}h2,h3,summary{break-after:avoid}
        details::details-content{content-visibility:visible;display:block}}
        """
}
