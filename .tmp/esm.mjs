const ns = await import('limu'); console.log(Object.keys(ns), typeof ns.produce, typeof ns.default?.produce);
